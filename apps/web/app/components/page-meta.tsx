import { addressInLanguage } from '@jaliya/contract/languages';
import { useI18n } from '../lib/i18n';

interface PageMetaProps {
  title: string;
  description: string;
  /** Absolute address of this page without a language, used as canonical. */
  canonicalUrl?: string;
  /** Open Graph type: `website` (default) or `article`. */
  type?: 'website' | 'article';
  /** Absolute address of the picture link previews show. */
  imageUrl?: string | undefined;
}

/**
 * Title, description, canonical and alternate-language links of a page. Each language version
 * declares itself canonical and lists the other. React hoists these into `<head>`, on the server
 * and after client-side navigation alike.
 */
export function PageMeta({ title, description, canonicalUrl, type = 'website', imageUrl }: PageMetaProps) {
  const { language } = useI18n();
  const selfUrl = canonicalUrl ? addressInLanguage(canonicalUrl, language) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta property="og:locale" content={language === 'ar' ? 'ar_AR' : 'en_US'} />
      {canonicalUrl && selfUrl ? (
        <>
          <meta property="og:url" content={selfUrl} />
          <link rel="canonical" href={selfUrl} />
          <link rel="alternate" hrefLang="en" href={addressInLanguage(canonicalUrl, 'en')} />
          <link rel="alternate" hrefLang="ar" href={addressInLanguage(canonicalUrl, 'ar')} />
          <link rel="alternate" hrefLang="x-default" href={canonicalUrl} />
        </>
      ) : null}
    </>
  );
}
