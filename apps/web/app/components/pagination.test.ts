import { describe, expect, it } from 'vitest';
import { visiblePages } from './pagination';

describe('visiblePages', () => {
  it('lists every page of a short list', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(visiblePages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(visiblePages(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(visiblePages(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
});
