import { describe, expect, it } from 'vitest';
import {
  deletionVariants,
  foldSearchText,
  highlightParts,
  isOneEditApart,
  searchTerms,
  searchWords,
  stemSearchWord,
} from './search-text';

const stem = (text: string) => searchWords(text).map(stemSearchWord);

describe('foldSearchText', () => {
  it.each([
    ['مَخْبَزُ الشَّامِ', 'مخبز الشام'],
    ['مـــطـــعـــم', 'مطعم'],
    ['أحمد إبراهيم آمنة ٱلله', 'احمد ابراهيم امنه الله'],
    ['مستشفى', 'مستشفي'],
    ['مدرسة', 'مدرسه'],
    ['مؤسسة رئيسية', 'موسسه رييسيه'],
    ['٢٠٢٤ و ۱۹۹۹', '2024 و 1999'],
    ['Café RÉSUMÉ Naïve', 'cafe resume naive'],
    ['ﻻ', 'لا'],
    ['فارسی کتاب', 'فارسي كتاب'],
  ])('folds %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('stems', () => {
  it.each([
    ['المخبز', 'مخبز'],
    ['والمخبز', 'مخبز'],
    ['بالمخبز', 'مخبز'],
    ['للطلاب', 'طلاب'],
    ['وسيارات', 'سيار'],
    ['فستان', 'ستان'],
    ['الفستان', 'ستان'],
    ['وظيفة', 'ظيف'],
    ['الوظيفة', 'ظيف'],
    ['سيارات', 'سيار'],
    ['بسيارته', 'سيارت'],
    ['مهندسون', 'مهندس'],
    ['مهندسين', 'مهندس'],
    ['مدرستها', 'مدرست'],
    ['bakeries', 'bakeri'],
    ['bakery', 'bakeri'],
    ['cookies', 'cooki'],
    ['cookie', 'cooki'],
    ['dresses', 'dress'],
    ['cars', 'car'],
    ['cooking', 'cook'],
    ['bus', 'bus'],
    ['glass', 'glass'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toEqual([expected]);
  });

  it('keeps short words whole, so a stem is never shorter than three letters', () => {
    for (const word of ['بيت', 'كتب', 'ولد', 'cat', 'is']) expect(stem(word)).toEqual([foldSearchText(word)]);
  });

  it('gives the same terms for the spellings people type', () => {
    const terms = (text: string) => searchTerms(text).at(-1);
    expect(terms('مدرسة')).toBe(terms('مدرسه'));
    expect(terms('المستشفى')).toBe(terms('مستشفي'));
    expect(terms('أسواق')).toBe(terms('اسواق'));
    expect(terms('Cafés')).toBe(terms('cafe'));
  });
});

describe('searchTerms', () => {
  it('lists each word and its stem once, in order', () => {
    expect(searchTerms('Bakeries and bakery: المخبز')).toEqual([
      'bakeries',
      'bakeri',
      'and',
      'bakery',
      'المخبز',
      'مخبز',
    ]);
  });

  it('takes any input, however odd, without throwing', () => {
    for (const text of [
      '"',
      '*',
      'NEAR',
      'OR -x',
      "'; drop table",
      '%_\\\\',
      '😀🇸🇾',
      '\u200f\u200e',
      'x'.repeat(10_000),
    ])
      expect(() => searchTerms(text)).not.toThrow();
    expect(searchTerms('"a" OR *b*')).toEqual(['a', 'or', 'b']);
    expect(searchTerms('x'.repeat(100))).toEqual(['x'.repeat(40)]);
  });
});

describe('typo helpers', () => {
  it('lists the one-deletion variants of a term', () => {
    expect(deletionVariants('cafe').sort()).toEqual(['afe', 'cae', 'caf', 'cfe']);
    expect(deletionVariants('aab').sort()).toEqual(['aa', 'ab']);
  });

  it.each([
    ['bakery', 'bakrey', true],
    ['bakery', 'bakry', true],
    ['bakery', 'bakeery', true],
    ['bakery', 'bakert', true],
    ['مطعم', 'مطعن', true],
    ['bakery', 'bakery', false],
    ['bakery', 'bkaery', true],
    ['bakery', 'abkrey', false],
    ['bakery', 'bak', false],
    ['bakery', 'bekary', false],
  ])('%s and %s are one edit apart: %s', (a, b, expected) => {
    expect(isOneEditApart(a, b)).toBe(expected);
    expect(isOneEditApart(b, a)).toBe(expected);
  });
});

describe('highlightParts', () => {
  it('marks the words that match, folded and stemmed, and keeps the text as written', () => {
    expect(highlightParts('Fresh Cookies, daily', ['cookie'])).toEqual([
      { text: 'Fresh ', match: false },
      { text: 'Cookies', match: true },
      { text: ', daily', match: false },
    ]);
    expect(highlightParts('مَخْبَزُ الأَمَلِ', searchWords('الامل'))).toEqual([
      { text: 'مَخْبَزُ ', match: false },
      { text: 'الأَمَلِ', match: true },
    ]);
    expect(highlightParts('Nothing here', ['bakery'])).toEqual([{ text: 'Nothing here', match: false }]);
    expect(highlightParts('Any text', [])).toEqual([{ text: 'Any text', match: false }]);
  });
});
