/**
 * The one text normaliser of search, shared by indexing and queries (and the browser, to
 * highlight what matched), so a word is folded the same way wherever it is typed or stored.
 * No zod here: the browser bundle imports it.
 *
 * Folding, in order:
 * - Latin case and accents (café → cafe), compatibility forms (ﻻ → لا, ﬁ → fi);
 * - Arabic harakat, the superscript alef and tatweel removed;
 * - alef forms (أ إ آ ٱ) → ا; alef maqsura ى → ي; ta marbuta ة → ه; hamza on waw ؤ → و and
 *   on ya ئ → ي;
 * - Arabic-Indic (٠-٩) and Persian (۰-۹) digits → 0-9.
 */
/** One Arabic-Indic (٠-٩) or Persian (۰-۹) digit as 0-9. */
function foldDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
}

/** Arabic-Indic and Persian digits as 0-9, nothing else changed. */
export function foldDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, foldDigit);
}

export function foldSearchText(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining marks: Latin accents, Arabic harakat (064B-065F) and the superscript alef (0670).
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed]/g, '')
      .replace(/\u0640/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي')
      // Persian ya and kaf, as typed on Persian keyboards.
      .replace(/ی/g, 'ي')
      .replace(/ک/g, 'ك')
      .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, foldDigit)
      .toLowerCase()
  );
}

/** The words of a folded text: runs of letters and digits (Arabic or Latin), at most 40 characters each. */
export function searchWords(text: string): string[] {
  return (foldSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, 40));
}

const ARABIC = /[\u0600-\u06ff]/;
/** The article, alone or fused with a one-letter prefix (والـ بالـ كالـ فالـ لل). */
const ARABIC_ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
/**
 * Frequent suffixes, longest first (ة is already ه after folding, so ية is يه). Not the dual ان:
 * it would cut far more nouns (إعلان, مكان, لبنان) than it would join duals.
 */
const ARABIC_SUFFIXES = ['ات', 'ون', 'ين', 'يه', 'ها', 'ه', 'ي'];

/**
 * A light Arabic stem (after Larkey's light10): the article (alone or fused with و ف ب ك ل), then
 * one of و ف ب ك ل on a word of five letters or more, then one frequent suffix; at least three
 * letters always stay. The prefix rule runs after the article too, so a word stems alike with
 * and without it (فستان and الفستان, وظيفة and الوظيفة): matching needs the same stem at
 * indexing and at query time more than a linguistically exact one.
 */
function stemArabic(word: string): string {
  let stem = word;
  const article = ARABIC_ARTICLES.find(
    (prefix) => stem.startsWith(prefix) && stem.length - prefix.length >= 3,
  );
  if (article) stem = stem.slice(article.length);
  if (/^[وفبكل]/.test(stem) && stem.length >= 5) stem = stem.slice(1);
  const suffix = ARABIC_SUFFIXES.find((ending) => stem.endsWith(ending) && stem.length - ending.length >= 3);
  return suffix ? stem.slice(0, -suffix.length) : stem;
}

/**
 * A light English stem: plurals and -ing, with a final y, ie or ies as i, so that bakery and
 * bakeries, cookie and cookies meet (bakeri, cooki), and cooking → cook.
 */
function stemLatin(word: string): string {
  let stem = word;
  if (stem.length > 5 && stem.endsWith('ing')) return stem.slice(0, -3);
  if (stem.length > 4 && stem.endsWith('ies')) return `${stem.slice(0, -3)}i`;
  if (stem.length > 4 && /(ss|sh|ch|x|z)es$/.test(stem)) return stem.slice(0, -2);
  if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us'))
    stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('ie')) return `${stem.slice(0, -2)}i`;
  if (stem.length > 3 && stem.endsWith('y')) return `${stem.slice(0, -1)}i`;
  return stem;
}

/** The stem of one folded word, in its script. */
export function stemSearchWord(word: string): string {
  return ARABIC.test(word) ? stemArabic(word) : stemLatin(word);
}

/**
 * The terms a text is indexed and searched by: each folded word and its stem (when they differ),
 * in order, without repeats. An exact word matches its own form as well as the stem, so it can
 * rank above a match of the stem alone.
 */
export function searchTerms(text: string): string[] {
  return [...new Set(searchWords(text).flatMap((word) => [word, stemSearchWord(word)]))];
}

/** The words a term is one deletion away from (typo candidates are found through these). */
export function deletionVariants(term: string): string[] {
  const variants = new Set<string>();
  for (let index = 0; index < term.length; index += 1) {
    variants.add(term.slice(0, index) + term.slice(index + 1));
  }
  return [...variants];
}

/**
 * Whether two words are exactly one edit apart: one letter added, removed or replaced, or two
 * neighbours swapped.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const differ = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
    if (differ.length === 1) return true;
    const [first, second] = differ;
    return (
      differ.length === 2 &&
      first !== undefined &&
      second === first + 1 &&
      a[first] === b[second] &&
      a[second] === b[first]
    );
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  let index = 0;
  while (index < shorter.length && longer[index] === shorter[index]) index += 1;
  return longer.slice(index + 1) === shorter.slice(index);
}

/**
 * A text cut into the parts to show plain and the parts that match one of the searched words
 * (compared folded and stemmed, so إعلانات is marked for اعلان), for highlighting results.
 */
export function highlightParts(text: string, words: readonly string[]): { text: string; match: boolean }[] {
  if (words.length === 0) return [{ text, match: false }];
  const wanted = new Set(words.flatMap((word) => [word, stemSearchWord(word)]));
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const found of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const folded = searchWords(found[0])[0];
    if (folded === undefined || !(wanted.has(folded) || wanted.has(stemSearchWord(folded)))) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
