import { describe, expect, it } from 'vitest';
import { foldSearchText, searchTerms, searchWords, stemSearchWord } from './search-text';

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
