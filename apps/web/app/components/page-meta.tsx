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
 * Title, description, canonical and alternate-language links of a page. React hoists these
 * into `<head>`, on the server and after client-side navigation alike.
 */
export function PageMeta({ title, description, canonicalUrl, type = 'website', imageUrl }: PageMetaProps) {
  const separator = canonicalUrl?.includes('?') ? '&' : '?';
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {canonicalUrl ? <meta property="og:url" content={canonicalUrl} /> : null}
      {canonicalUrl ? (
        <>
          <link rel="canonical" href={canonicalUrl} />
          <link rel="alternate" hrefLang="en" href={`${canonicalUrl}${separator}lang=en`} />
          <link rel="alternate" hrefLang="ar" href={`${canonicalUrl}${separator}lang=ar`} />
          <link rel="alternate" hrefLang="x-default" href={canonicalUrl} />
        </>
      ) : null}
    </>
  );
}
