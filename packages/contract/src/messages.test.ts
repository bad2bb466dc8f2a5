import { describe, expect, it } from 'vitest';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { createTranslator, listMessageKeys } from './messages';

describe('message catalogues', () => {
  it('have the same keys in English and Arabic', () => {
    expect(listMessageKeys(ar).sort()).toEqual(listMessageKeys(en).sort());
  });

  it('have no empty message in either language', () => {
    for (const catalogue of [en, ar]) {
      const t = createTranslator(catalogue, 'en');
      for (const key of listMessageKeys(catalogue)) {
        expect(t(key as never).trim(), key).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
    const tEn = createTranslator(en, 'en');
    const tAr = createTranslator(ar, 'ar');
    for (const key of listMessageKeys(en)) {
      expect(placeholders(tAr(key as never)), key).toEqual(placeholders(tEn(key as never)));
    }
  });
});

describe('required-field messages', () => {
  // The specification's own words (section 5), kept as it writes them, "main category" included.
  const SPEC_SUBJECTS = new Set(
    'Image, City, Title, Accommodation, Description, Job Type, Location, Gender, Bathrooms, Bedrooms, Price, Area, Email, Phone, Type, main category, sub category, Name, Looking for sale or buy'.split(
      ', ',
    ),
  );

  it('keep the specification’s wording, and are otherwise capitalised like a sentence', () => {
    const subjects = Object.values(en.validation).flatMap((text) => {
      const match = /^(.+) is required$/.exec(text);
      return match?.[1] && match[1] !== '{field}' ? [match[1]] : [];
    });
    expect(subjects.length).toBeGreaterThan(15);
    for (const subject of subjects) {
      if (SPEC_SUBJECTS.has(subject)) continue;
      expect(subject, subject).toBe(subject.charAt(0).toUpperCase() + subject.slice(1).toLowerCase());
    }
  });
});

describe('digits on Arabic pages (decision 021)', () => {
  // What a person types or copies exactly keeps the digits of the keyboard it is typed on.
  const TYPED_AS_SHOWN = new Set([
    'validation.flagInvalid',
    'validation.hoursTimeInvalid',
    'validation.colorFormat',
    'directory.form.hoursHint',
  ]);

  it('writes every number of an Arabic message in Arabic-Indic digits', () => {
    const t = createTranslator(ar, 'ar');
    for (const key of listMessageKeys(ar)) {
      if (TYPED_AS_SHOWN.has(key)) continue;
      // Plural selectors (=0) and placeholders are the translator's, not text.
      const text = t(key as never).replace(/=\d+|\{[^{}]*\}/g, '');
      expect(text, key).not.toMatch(/[0-9]/);
    }
    expect(t('validation.servicesCount')).toBe('أضف من ٣ إلى ٩ خدمات');
    expect(t('directory.form.photosRange', { min: 3, max: 9 })).toBe('أضف من ٣ إلى ٩ صور.');
  });
});

describe('createTranslator', () => {
  it('fills placeholders and formats numbers for the language', () => {
    expect(createTranslator(en, 'en')('errors.RATE_LIMITED', { seconds: 30 })).toBe(
      'Too many requests. Please try again in 30 seconds.',
    );
    expect(createTranslator(ar, 'ar')('errors.RATE_LIMITED', { seconds: 30 })).toContain('٣٠');
  });

  it('picks the plural form by the language’s rules: two in English, six in Arabic', () => {
    const tEn = createTranslator(en, 'en');
    const tAr = createTranslator(ar, 'ar');
    expect([1, 2, 1500].map((count) => tEn('products.results', { count }))).toEqual([
      '1 product',
      '2 products',
      '1,500 products',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((count) => tAr('products.results', { count }))).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '٣ منتجات',
      '١١ منتجاً',
      '١٠٠ منتج',
    ]);
  });

  it('keeps the text around plural blocks, takes =N first, and leaves the number out without one', () => {
    const catalogue = {
      ...en,
      products: {
        ...en.products,
        results:
          'Found {count, plural, =0 {nothing} one {# item} other {# items}} in {city}, {days, plural, one {# day} other {# days}} ago',
      },
    };
    const t = createTranslator(catalogue, 'en');
    expect(t('products.results', { count: 0, city: 'Atlanta', days: 1 })).toBe(
      'Found nothing in Atlanta, 1 day ago',
    );
    expect(t('products.results', { count: 2, city: 'Macon', days: 3 })).toBe(
      'Found 2 items in Macon, 3 days ago',
    );
    expect(t('products.results', { count: '', city: 'Macon', days: 3 })).toBe(
      'Found items in Macon, 3 days ago',
    );
  });

  it('is made once per catalogue and language, so every render shares it', () => {
    expect(createTranslator(en, 'en')).toBe(createTranslator(en, 'en'));
    expect(createTranslator(en, 'en')).not.toBe(createTranslator(ar, 'ar'));
  });

  it('returns the key itself when a message is missing', () => {
    expect(createTranslator(en, 'en')('nav.nothing' as never)).toBe('nav.nothing');
  });
});
