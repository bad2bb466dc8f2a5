import type { Language } from '@jaliya/contract';

/**
 * Plain text the old client draws as HTML (`html-react-parser` on `description`,
 * `web_description`): escaped, so a post cannot put markup on its pages, with line breaks kept.
 */
export function legacyHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll('\n', '<br>');
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** `created_at` as the old client shows it: "3 days ago" (it takes the word "ago" out itself). */
export function legacyAgo(at: string | null, language: Language, now = new Date()): string {
  if (!at) return '';
  const seconds = Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  // -0 reads as the past ("0 minutes ago"), as the old client expects.
  return format.format(-0, 'minute');
}

/**
 * The old `looking` flag of jobs and homes: `1` is someone looking (for a job, for a place: Jaliya
 * `seek`), `0` someone offering (`offer`); anything else, both.
 */
export function intentOfLooking(looking: string | undefined): 'offer' | 'seek' | undefined {
  if (looking === '1') return 'seek';
  if (looking === '0') return 'offer';
  return undefined;
}

/** The old flag for a Jaliya intent (`looking` of a card or a section). */
export function lookingOfIntent(intent: 'offer' | 'seek'): '0' | '1' {
  return intent === 'seek' ? '1' : '0';
}
