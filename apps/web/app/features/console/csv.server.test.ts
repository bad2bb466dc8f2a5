import { describe, expect, it } from 'vitest';
import { allPages, csvResponse } from './csv.server';

describe('console CSV exports', () => {
  it('quotes every cell, keeps Arabic with a byte-order mark, and defuses formulas', async () => {
    const response = csvResponse('x.csv', [
      ['name', 'note'],
      ['سلمى', '=HYPERLINK("http://evil")'],
      ['Omar "O"', '-1+2'],
    ]);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    // Response.text() drops the byte-order mark; the bytes keep it.
    expect(text.split('\r\n')).toEqual([
      '"name","note"',
      '"سلمى","\'=HYPERLINK(""http://evil"")"',
      '"Omar ""O""","\'-1+2"',
      '',
    ]);
  });

  it('reads pages until the last one, or the limit', async () => {
    const pages = [
      { items: [1, 2], nextCursor: 'a' },
      { items: [3, 4], nextCursor: 'b' },
      { items: [5], nextCursor: null },
    ];
    let index = 0;
    expect(await allPages(async () => pages[index++]!, 100)).toEqual([1, 2, 3, 4, 5]);
    index = 0;
    expect(await allPages(async () => pages[index++]!, 3)).toEqual([1, 2, 3]);
  });
});
