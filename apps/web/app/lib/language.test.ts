import { describe, expect, it } from 'vitest';
import { addressWithoutLanguage, languageAddress } from './language';

describe('languageAddress', () => {
  it('goes through the server address that saves the language, keeping the page, query and hash', () => {
    expect(languageAddress('ar', { pathname: '/', search: '', hash: '' })).toBe('/ar/');
    expect(languageAddress('en', { pathname: '/Blog', search: '?page=2', hash: '#top' })).toBe(
      '/en/Blog?page=2#top',
    );
  });

  it('leaves a lang parameter behind, which would override the saved choice', () => {
    expect(languageAddress('en', { pathname: '/FAQ', search: '?lang=ar&ref=share', hash: '' })).toBe(
      '/en/FAQ?ref=share',
    );
    expect(addressWithoutLanguage('/FAQ', '?lang=ar')).toBe('/FAQ');
  });
});
