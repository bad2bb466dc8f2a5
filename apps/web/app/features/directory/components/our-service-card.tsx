import type { OurServices } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { StaticIsland } from '../../../components/static-island';
import { CategoryIcon } from '../../../components/category-icon';

type OurService = OurServices['services'][number];

/** One of the site's own services: its icon, title (the link) and short text. */
export function OurServiceCard({ service, headingLevel = 2 }: { service: OurService; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StaticIsland version={JSON.stringify(service)}>
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
    </StaticIsland>
  );
}
