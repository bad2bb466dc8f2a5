import type { Image, ReportReason, SavedItemType } from '@jaliya/contract';
import type { ReactNode } from 'react';
import { Link } from '../link';
import { useI18n } from '../../lib/i18n';
import { ChevronStartIcon } from '../icons';
import { PhotoGallery } from '../photo-gallery';
import { PostActions, type PostActionsProps } from '../post-actions';
import type { ReportResult } from '../report-button';
import { SiteDate } from '../site-date';
import { StoredImage } from '../stored-image';
import { ContactReveal, type ContactResult } from './contact-reveal';

/** What every classified's page shows, whatever its kind. */
export interface ClassifiedPageItem {
  id: number;
  title: string;
  description: string;
  language: 'en' | 'ar';
  photos: Image[];
  isAnonymous: boolean;
  poster: { name: string } | null;
  hasPhone: boolean;
  hasEmail: boolean;
  hasLink: boolean;
  publishedAt: string | null;
  expiresAt: string | null;
}

/**
 * The page of one classified (a job, a home, a product): the title with a way back to its list,
 * save, share and report; its facts, description and photos; the contact details on request;
 * and the kind's own details beside them.
 */
export function ClassifiedPage({
  item,
  savedType,
  back,
  logo,
  who,
  facts,
  details,
  viewer,
  reportReasons,
  canonicalUrl,
  actionData,
  saveText,
  actions,
  notice,
}: {
  item: ClassifiedPageItem;
  savedType: SavedItemType;
  back: { to: string; label: string };
  logo?: Image | null;
  /** Who offers it, as the public may see (a company's name), or nothing. */
  who?: string | null;
  facts: ReactNode;
  details: { label: string; value: ReactNode }[];
  /** Signed in; `isSaved` is undefined on the member variant until its page state answers. */
  viewer: { isSaved: boolean | undefined } | null;
  reportReasons: readonly ReportReason[];
  canonicalUrl: string;
  actionData: unknown;
  /** The kind's words for saving ("Interested" for an event). */
  saveText?: PostActionsProps['saveText'];
  /** The kind's own buttons beside save, share and report ("Add to calendar"). */
  actions?: ReactNode;
  /** A notice above the page's content ("This event has ended"). */
  notice?: ReactNode;
}) {
  const { t } = useI18n();
  const result = actionData as (ContactResult & ReportResult) | undefined;
  const allDetails = [
    ...details,
    ...(item.poster
      ? [{ label: t('classifieds.labels.postedBy'), value: <span dir="auto">{item.poster.name}</span> }]
      : []),
    ...(item.publishedAt
      ? [
          {
            label: t('classifieds.labels.postedOn'),
            value: <SiteDate iso={item.publishedAt} dateStyle="long" />,
          },
        ]
      : []),
    ...(item.expiresAt
      ? [
          {
            label: t('classifieds.labels.openUntil'),
            value: <SiteDate iso={item.expiresAt} dateStyle="long" />,
          },
        ]
      : []),
  ];
  return (
    <article>
      <header className="bg-tertiary text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-end gap-6 px-4 py-10">
          {logo && (
            <StoredImage
              image={logo}
              sizes="96px"
              alt=""
              className="size-24 rounded-2xl border-4 border-white bg-white object-contain"
            />
          )}
          <div className="min-w-[min(100%,18rem)] flex-1">
            <Link
              to={back.to}
              className="inline-flex items-center gap-1 text-sm font-medium text-white/85 hover:underline"
            >
              <ChevronStartIcon className="size-4" />
              {back.label}
            </Link>
            <h1 dir="auto" lang={item.language} className="mt-2 text-3xl font-bold leading-tight lg:text-4xl">
              {item.title}
            </h1>
            {who && (
              <p dir="auto" className="mt-2 text-lg text-white/90">
                {who}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {actions}
            <PostActions
              savedType={savedType}
              id={item.id}
              title={item.title}
              isSaved={viewer ? viewer.isSaved : false}
              isSignedIn={viewer !== null}
              saveText={saveText}
              url={canonicalUrl}
              reportReasons={reportReasons}
              reportResult={result && 'reported' in result ? result : undefined}
            />
          </div>
        </div>
      </header>
      {notice && <div className="mx-auto max-w-6xl px-4 pt-8">{notice}</div>}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {facts}
          <section aria-labelledby="item-description">
            <h2 id="item-description" className="mb-3 text-2xl font-bold text-gray-900">
              {t('classifieds.description')}
            </h2>
            <p dir="auto" lang={item.language} className="whitespace-pre-line text-lg text-gray-800">
              {item.description}
            </p>
          </section>
          {item.photos.length > 0 && (
            <section aria-labelledby="item-photos">
              <h2 id="item-photos" className="mb-3 text-2xl font-bold text-gray-900">
                {t('classifieds.photos')}
              </h2>
              <PhotoGallery photos={item.photos} name={item.title} />
            </section>
          )}
        </div>
        <aside className="space-y-6">
          <section
            aria-labelledby="item-contact"
            data-testid="item-contact"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="item-contact" className="mb-3 text-xl font-bold text-gray-900">
              {t('classifieds.contactTitle')}
            </h2>
            <ContactReveal
              hasPhone={item.hasPhone}
              hasEmail={item.hasEmail}
              hasLink={item.hasLink}
              initialResult={
                result && ('contact' in result || 'contactFailed' in result) ? result : undefined
              }
            />
          </section>
          <section
            aria-labelledby="item-details"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="item-details" className="mb-3 text-xl font-bold text-gray-900">
              {t('classifieds.details')}
            </h2>
            <dl className="space-y-3 text-slate-800">
              {allDetails.map((detail) => (
                <div key={detail.label}>
                  <dt className="text-sm text-slate-600">{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </article>
  );
}
