import type { Image } from '@jaliya/contract';
import { Link } from '../../../components/link';
import { useI18n } from '../../../lib/i18n';

/**
 * The logo with the site's name, linking home: 120 × 60 in the header (the emblem alone on a
 * screen under 360 pixels), 180 × 98 in the footer.
 */
export function SiteLogo({
  logo,
  siteName,
  size,
}: {
  logo: Image | null | undefined;
  siteName: string;
  size: 'header' | 'footer';
}) {
  const { t } = useI18n();
  const isFooter = size === 'footer';
  const emblemSize = isFooter ? 64 : 40;
  return (
    <Link
      to="/"
      aria-label={t('header.homeLink', { site: siteName })}
      className={`flex shrink-0 items-center gap-2 ${
        isFooter ? 'h-[98px] w-[180px]' : 'h-[60px] w-[120px] max-[359px]:w-auto'
      }`}
    >
      {logo ? (
        <img
          src={logo.url}
          srcSet={logo.srcset}
          sizes={`${emblemSize}px`}
          width={emblemSize}
          height={emblemSize}
          alt=""
          loading={isFooter ? 'lazy' : 'eager'}
          // A 40-pixel emblem: it need not take bandwidth from the page's largest picture.
          fetchPriority={isFooter ? undefined : 'low'}
          className="shrink-0"
        />
      ) : null}
      {/* Under 360 pixels the header's buttons need the room: the emblem alone (the link is labelled). */}
      <span
        className={`font-bold leading-none ${isFooter ? 'text-2xl' : 'text-xl'} ${
          logo && !isFooter ? 'max-[359px]:hidden' : ''
        }`}
      >
        {t('app.name')}
      </span>
    </Link>
  );
}
