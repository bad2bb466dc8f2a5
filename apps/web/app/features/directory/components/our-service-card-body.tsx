import type { OurServices } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { CategoryIcon } from '../../../components/category-icon';

export interface OurServiceCardProps {
  service: OurServices['services'][number];
  headingLevel?: 2 | 3;
}

/** What the card's island holds (OurServiceCard): it runs only when the island renders live. */
export function OurServiceCardBody({ service, headingLevel = 2 }: OurServiceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex w-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm hover:shadow-md">
      <span className="mb-3 grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
        <CategoryIcon name={service.icon} className="size-6" />
      </span>
      <Heading className="text-xl font-bold text-gray-900">
        <Link to={service.link} className="after:absolute after:inset-0 hover:underline">
          {service.title}
        </Link>
      </Heading>
      <p className="mt-2 text-gray-700">{service.summary}</p>
    </article>
  );
}
