import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './server-api';

/** Where a browser on https://site.example goes when it follows `Location: path`. */
function followedFrom(path: string): URL {
  return new URL(path, 'https://site.example/Login?redirectTo=x');
}

/** Known ways around a naive "starts with one slash" check, in the form they reach the server. */
const BYPASSES: (string | null | undefined)[] = [
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\t\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%5C/evil.example',
  '/%2F/evil.example',
  '/%2F%2Fevil.example',
  '//evil.example',
  '///evil.example',
  '/./evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/../evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  ' /evil',
  '\u0000/evil',
  '/\u0000/evil',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  'https://evil.example',
  'http:evil.example',
  'http:/evil.example',
  '//evil.example@site',
  '/@evil.example',
  '\\\\evil.example',
  '/\u3000/evil',
  '/\uff0f/evil',
  '',
  null,
  undefined,
];

describe('safeReturnPath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeReturnPath('/Profile?tab=email')).toBe('/Profile?tab=email');
    expect(safeReturnPath('/Show-Blog/12/a-post?ref=x#comments')).toBe('/Show-Blog/12/a-post?ref=x#comments');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\t\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '//evil.example',
    '///evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    ' /evil',
    '\u0000/evil',
    'javascript:alert(1)',
    'https://evil.example',
    'http:evil.example',
    '//evil.example@site',
    '\\\\evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it.each([
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%5C/evil.example', '/%5C/evil.example'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/./evil.example', '/evil.example'],
    ['/../evil.example', '/evil.example'],
    ['/@evil.example', '/@evil.example'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/\u3000/evil', '/%E3%80%80/evil'],
  ])('reads %j as the path %j on this site', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('keeps an encoded tab encoded, so the browser stays on the site', () => {
    const path = safeReturnPath('/%09/evil.example');
    expect(path).toMatch(/^\/[^/\\]/);
    expect(followedFrom(path).origin).toBe('https://site.example');
    expect(followedFrom(path).pathname).toBe('/%09/evil.example');
  });

  it.each(BYPASSES)('never leaves the site for %j', (value) => {
    const path = safeReturnPath(value);
    expect(path.startsWith('/')).toBe(true);
    expect(path.startsWith('//')).toBe(false);
    expect(path.startsWith('/\\')).toBe(false);
    expect(followedFrom(path).origin).toBe('https://site.example');
    // What the browser asks for is exactly the path given, not something it rewrites further.
    const followed = followedFrom(path);
    expect(`${followed.pathname}${followed.search}${followed.hash}`).toBe(path);
    expect(safeReturnPath(path)).toBe(path);
  });

  it('refuses a very long value and uses the given fallback', () => {
    expect(safeReturnPath(`/${'a'.repeat(2000)}`, '/Profile')).toBe('/Profile');
    expect(safeReturnPath('https://evil.example', '/Profile')).toBe('/Profile');
  });
});
