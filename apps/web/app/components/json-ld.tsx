/**
 * Structured data for search engines. `<` is escaped so no text inside can close the script
 * element; browsers never execute this script type, so it needs no nonce.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
