import type { Language } from '@jaliya/contract/languages';

/** An HTML character reference, kept whole: a run never ends inside one. */
const ENTITY = String.raw`&(?:#\d+|#x[0-9a-fA-F]+|[a-zA-Z]+);`;

/**
 * A run of Latin text inside Arabic: it starts (after an optional +) and ends with a letter or
 * digit, and may hold spaces and the marks words, addresses and phone numbers use inside
 * (`3896 Church Street, Suite 204`, `hello@jaliya.us`, `AT&amp;T`, `+1 404 555 0134`). A closing full stop joins it after a short capitalised word
 * (`Inc.`, `Co.`, `St.`), where it belongs to the abbreviation, not to the Arabic sentence.
 */
const LATIN_RUN = new RegExp(
  String.raw`\+?[A-Za-z0-9](?:(?:[A-Za-z0-9]|[ ,.'’/@:_+#%=?-]|${ENTITY})*[A-Za-z0-9])?(?:(?<=(?:^|[^A-Za-z])[A-Z][A-Za-z]{0,2})\.)?`,
  'g',
);

/** A run of Arabic text inside English: Arabic letters, with spaces and Arabic marks between them. */
const ARABIC_RUN =
  /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF](?:[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\s،؛]*[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF])?/g;

/**
 * Whether a run needs isolating: words do (Latin in Arabic, Arabic in English), and so does a
 * phone number, whose digit groups an Arabic line would otherwise put in reverse order
 * (`0134 555 404 +1`); a lone number keeps its place in the sentence.
 */
function isIsolated(run: string): boolean {
  if (/[A-Za-z\u0600-\u06FF]/.test(run)) return true;
  return /\d[ .-]+\(?\d/.test(run) && run.replace(/\D/g, '').length >= 7;
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Editorial HTML with each run in the other script wrapped in `<bdi>`, so that it keeps its own
 * order and its punctuation stays where it belongs: on an Arabic page "Jaliya Community Platforms,
 * Inc.، وهي" no longer shows its full stop before "Community", nor a name in brackets on an
 * English page its brackets reversed. Only text between tags is touched, never a tag, an
 * attribute or a character reference; text already inside a `<bdi>` is left as it is.
 */
export function isolateEmbeddedRuns(html: string, language: Language): string {
  const run = language === 'ar' ? LATIN_RUN : ARABIC_RUN;
  let insideBdi = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<bdi[\s>]/i.test(part)) insideBdi += 1;
        else if (/^<\/bdi>/i.test(part)) insideBdi = Math.max(0, insideBdi - 1);
        return part;
      }
      if (insideBdi > 0 || part.trim() === '') return part;
      // An English page only needs Arabic runs isolated, and the other way round.
      if (language === 'en' && !ARABIC_LETTER.test(part)) return part;
      return part.replace(run, (text) => (isIsolated(text) ? `<bdi>${text}</bdi>` : text));
    })
    .join('');
}
