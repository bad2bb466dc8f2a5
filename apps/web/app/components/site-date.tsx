import { useDateTimeFormat } from '../lib/site-settings';
import { StaticIsland } from './static-island';

/**
 * A date in the page's language and the site's time zone ("December 5, 2026"), kept as the server
 * wrote it in the page's first hydration: formatting it would make the page's first `Intl` object,
 * whose locale data costs tens of milliseconds on a phone in the middle of hydration (issue 37).
 * Its island is a `div`: put it where a block may go (a `dd`, a cell), never inside a `p`.
 */
export function SiteDate({ iso, dateStyle }: { iso: string; dateStyle: 'long' | 'medium' }) {
  return (
    <StaticIsland version={`${iso} ${dateStyle}`}>
      <FormattedDate iso={iso} dateStyle={dateStyle} />
    </StaticIsland>
  );
}

function FormattedDate({ iso, dateStyle }: { iso: string; dateStyle: 'long' | 'medium' }) {
  return <>{useDateTimeFormat({ dateStyle }).format(new Date(iso))}</>;
}
