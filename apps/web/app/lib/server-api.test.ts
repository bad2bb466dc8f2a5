import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './server-api';

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/Profile?tab=email')).toBe('/Profile?tab=email');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null])(
    'refuses %s',
    (value) => {
      expect(safeReturnPath(value)).toBe('/');
    },
  );
});
