import { describe, expect, it } from 'vitest';
import { toPlainText } from './text';

describe('toPlainText', () => {
  it('drops tags and decodes entities', () => {
    expect(toPlainText('<p>Find <strong>shops</strong> &amp; services</p><p>Now</p>')).toBe(
      'Find shops & services Now',
    );
  });

  it('cuts long text at a word boundary', () => {
    expect(toPlainText('one two three four', 12)).toBe('one two…');
  });

  it('keeps Arabic text intact', () => {
    expect(toPlainText('<p>جاليتك <strong>العربية</strong></p>')).toBe('جاليتك العربية');
  });
});
