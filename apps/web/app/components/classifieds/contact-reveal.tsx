import type { ContactDetails } from '@jaliya/contract';
import { useFetcher } from 'react-router';
import { useI18n } from '../../lib/i18n';

export type ContactResult = { contact: ContactDetails } | { contactFailed: true };

/**
 * The poster's phone, e-mail and web address (a portfolio), shown only when a visitor asks: they are in no page's HTML
 * until then, and the API limits how often one address may ask. Works without JavaScript (the
 * form posts and the page comes back with them).
 */
export function ContactReveal({
  hasPhone,
  hasEmail,
  hasLink,
  initialResult,
}: {
  hasPhone: boolean;
  hasEmail: boolean;
  hasLink: boolean;
  initialResult?: ContactResult | undefined;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<ContactResult>();
  const result = fetcher.data ?? initialResult;
  if (!hasPhone && !hasEmail && !hasLink)
    return <p className="text-slate-700">{t('classifieds.noContact')}</p>;
  if (result && 'contact' in result) {
    const { phone, email, link } = result.contact;
    return (
      <div className="space-y-2" role="status">
        <dl className="space-y-2">
          {phone && (
            <div>
              <dt className="text-sm text-slate-600">{t('directory.phone')}</dt>
              <dd>
                <a
                  href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                  dir="ltr"
                  className="font-semibold text-primary hover:underline"
                >
                  {phone}
                </a>
              </dd>
            </div>
          )}
          {email && (
            <div>
              <dt className="text-sm text-slate-600">{t('directory.email')}</dt>
              <dd>
                <a
                  href={`mailto:${email}`}
                  dir="ltr"
                  className="break-all font-semibold text-primary hover:underline"
                >
                  {email}
                </a>
              </dd>
            </div>
          )}
          {link && (
            <div>
              <dt className="text-sm text-slate-600">{t('classifieds.link')}</dt>
              <dd>
                <a
                  href={link}
                  rel="nofollow ugc noopener noreferrer"
                  target="_blank"
                  dir="ltr"
                  className="break-all font-semibold text-primary hover:underline"
                >
                  {link}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <p className="text-sm text-slate-600">{t('classifieds.mentionSite')}</p>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" className="space-y-3">
      <p className="text-sm text-slate-700">{t('classifieds.contactHidden')}</p>
      <input type="hidden" name="intent" value="contact" />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="min-h-11 w-full rounded-full bg-primary px-5 py-2 font-semibold text-white hover:bg-primary/90 disabled:opacity-70"
      >
        {t('classifieds.showContact')}
      </button>
      {result && 'contactFailed' in result && (
        <p role="alert" className="text-sm text-red-700">
          {t('classifieds.contactFailed')}
        </p>
      )}
    </fetcher.Form>
  );
}
