import type { GeneralSetting, SocialMediaType } from '@jaliya/contract';
import type { ReactNode, SVGProps } from 'react';
import { Link } from '../../../components/link';
import { Icon, MailIcon, PhoneIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { StaticIsland } from '../../../components/static-island';
import { SubscribeBox } from '../../../components/subscribe-box';
import { useI18n } from '../../../lib/i18n';
import { FOOTER_LINKS } from '../navigation';
import { SiteLogo } from './site-logo';

const SOCIAL_PATHS: Record<SocialMediaType, ReactNode> = {
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 3 2.5 5 5.5 5" />,
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 21l2-9m0 0a3 3 0 1 1 2 3" />
    </>
  ),
};

/** A social network's icon (the footer is the only place that shows them). */
const SocialIcon = ({ type, ...props }: SVGProps<SVGSVGElement> & { type: SocialMediaType }) => (
  <Icon {...props}>{SOCIAL_PATHS[type]}</Icon>
);

const MAX_SOCIAL_ICONS = 6;
const SOCIAL_PLACEHOLDERS = 5;

/** The site footer: logo, links, contact details, up to six social icons and the copyright. */
export function SiteFooter({ settings }: { settings: GeneralSetting | null }) {
  const { t } = useI18n();
  const footer = settings?.footer;
  return (
    <footer className="below-the-fold bg-tertiary text-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <SiteLogo logo={footer?.logo} siteName={settings?.site.name ?? t('app.name')} size="footer" />
          <SubscribeBox intro={footer?.subscribe} />
        </div>

        {/* The links, contact details and social icons need no script: kept as the server sent them. */}
        <StaticIsland version={JSON.stringify(footer ?? null)}>
          <nav aria-label={t('nav.footerNavigation')}>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-white/90 hover:text-secondary hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="mb-3 font-semibold">{t('footer.contactUs')}</h2>
            <ul className="space-y-2 text-sm">
              {footer?.email ? (
                <li>
                  <a href={`mailto:${footer.email}`} className="flex items-center gap-2 hover:underline">
                    <MailIcon className="size-4 shrink-0" />
                    <span className="sr-only">{t('footer.email')}:</span>
                    <span dir="ltr">{footer.email}</span>
                  </a>
                </li>
              ) : null}
              {footer?.phone ? (
                <li>
                  <a
                    href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}
                    className="flex items-center gap-2 hover:underline"
                  >
                    <PhoneIcon className="size-4 shrink-0" />
                    <span className="sr-only">{t('footer.phone')}:</span>
                    <span dir="ltr">{footer.phone}</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </div>

          <div>
            <h2 className="mb-3 font-semibold">{t('footer.followUs')}</h2>
            {footer ? (
              <ul className="flex flex-wrap gap-2">
                {footer.social_media.slice(0, MAX_SOCIAL_ICONS).map((link) => (
                  <li key={`${link.type}-${link.url}`}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`social.${link.type}`)} (${t('header.opensInNewTab')})`}
                      className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-secondary hover:text-tertiary"
                    >
                      <SocialIcon type={link.type} className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="flex gap-2" role="status" aria-label={t('footer.loadingSocial')}>
                {Array.from({ length: SOCIAL_PLACEHOLDERS }, (_, index) => (
                  <Skeleton key={index} className="size-11 rounded-full bg-white/20" />
                ))}
              </div>
            )}
          </div>
        </StaticIsland>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-white/80">{footer?.Copyright}</p>
      </div>
    </footer>
  );
}
