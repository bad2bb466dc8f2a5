import type { HeroEntry } from '@jaliya/contract';
import { preload } from 'react-dom';
import { Link } from '../../../components/link';
import { ChevronEndIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';

/**
 * The 750 px home hero: full-bleed image (preloaded at high priority, it is the largest paint),
 * the title, the rich-text description and Read More to the about page.
 */
export function HeroBanner({ entry }: { entry: HeroEntry }) {
  const { t } = useI18n();
  const { media } = entry;
  preload(media.url, { as: 'image', imageSrcSet: media.srcset, imageSizes: '100vw', fetchPriority: 'high' });
  return (
    <section
      className="relative h-hero overflow-hidden bg-tertiary"
      aria-labelledby="hero-title"
      data-testid="hero"
    >
      <img
        src={media.url}
        srcSet={media.srcset}
        sizes="100vw"
        width={media.width}
        height={media.height}
        alt={media.alt}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
      <div
        className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/45 to-black/30"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 pt-header text-white">
        <h1 id="hero-title" dir="auto" className="max-w-3xl text-4xl font-bold leading-tight lg:text-6xl">
          {entry.title}
        </h1>
        <div
          dir="auto"
          className="rich-text mt-6 max-w-2xl text-lg leading-relaxed text-white/90"
          // Sanitised with an allow-list on the server when it was stored.
          dangerouslySetInnerHTML={{ __html: entry.description }}
        />
        <Link
          to="/About"
          className="mt-8 inline-flex w-fit items-center gap-2 rounded-full bg-secondary px-6 py-3 font-semibold text-slate-950 hover:bg-amber-400"
        >
          {t('home.readMore')}
          {/* Says where the link goes for screen readers and search engines. */}
          <span className="sr-only"> {t('home.readMoreHidden')}</span>
          <ChevronEndIcon className="size-5" />
        </Link>
      </div>
    </section>
  );
}
