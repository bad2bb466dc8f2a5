import { useMemo } from 'react';
import { isolateEmbeddedRuns } from '../lib/bidi';
import { useI18n } from '../lib/i18n';

/**
 * Editorial rich text. It was sanitised with an allow-list on the server when it was stored, and
 * the page's Content-Security-Policy would refuse any inline script or event handler anyway. Runs
 * in the other script are isolated (`<bdi>`), so a company name keeps its full stop in Arabic.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const { language } = useI18n();
  const isolated = useMemo(() => isolateEmbeddedRuns(html, language), [html, language]);
  return (
    <div dir="auto" className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: isolated }} />
  );
}
