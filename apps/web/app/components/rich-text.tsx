/**
 * Editorial rich text. It was sanitised with an allow-list on the server when it was stored, and
 * the page's Content-Security-Policy would refuse any inline script or event handler anyway.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div dir="auto" className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
