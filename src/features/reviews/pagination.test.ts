import { describe, expect, it } from 'vitest';
import { clampPage, paginate, PAGINATION_DEFAULTS } from './pagination.js';

describe('paginate', () => {
  it('defaults to 10 pages, 3 shown, page 1', () => {
    expect(PAGINATION_DEFAULTS).toEqual({ totalPages: 10, shown: 3, page: 1 });
    expect(paginate()).toEqual({ page: 1, totalPages: 10, pages: [1, 2, 3], prev: null, next: 2, jumpBack: null, jumpForward: 4 });
  });

  it('shows the window of 3 that holds the current page', () => {
    expect(paginate({ page: 2 }).pages).toEqual([1, 2, 3]);
    expect(paginate({ page: 3 }).pages).toEqual([1, 2, 3]);
    expect(paginate({ page: 4 }).pages).toEqual([4, 5, 6]);
    expect(paginate({ page: 9 }).pages).toEqual([7, 8, 9]);
    expect(paginate({ page: 10 }).pages).toEqual([10]);
  });

  it('previous and next stop at the ends', () => {
    expect(paginate({ page: 5 })).toMatchObject({ prev: 4, next: 6 });
    expect(paginate({ page: 1 })).toMatchObject({ prev: null, next: 2 });
    expect(paginate({ page: 10 })).toMatchObject({ prev: 9, next: null });
  });

  it('jumps by the visible range, clamped to the first and last page', () => {
    expect(paginate({ page: 2 })).toMatchObject({ jumpBack: null, jumpForward: 5 });
    expect(paginate({ page: 5 })).toMatchObject({ jumpBack: 2, jumpForward: 8 });
    // From 8 the next window is 10 alone: the jump lands on the last page.
    expect(paginate({ page: 8 })).toMatchObject({ jumpBack: 5, jumpForward: 10 });
    expect(paginate({ page: 10 })).toMatchObject({ jumpBack: 7, jumpForward: null });
    // Each jump moves the window by exactly one range.
    const from = paginate({ page: 5 });
    expect(paginate({ page: from.jumpForward! }).pages).toEqual([7, 8, 9]);
    expect(paginate({ page: from.jumpBack! }).pages).toEqual([1, 2, 3]);
  });

  it('moves to the last page when the total shrinks below the current page', () => {
    expect(paginate({ page: 9, totalPages: 4 })).toMatchObject({ page: 4, pages: [4], next: null, jumpForward: null, jumpBack: 1 });
    expect(paginate({ page: 7, totalPages: 1 })).toEqual({ page: 1, totalPages: 1, pages: [1], prev: null, next: null, jumpBack: null, jumpForward: null });
  });

  it('handles small totals and other window sizes', () => {
    expect(paginate({ page: 1, totalPages: 2 })).toMatchObject({ pages: [1, 2], jumpForward: null });
    expect(paginate({ page: 6, totalPages: 12, shown: 5 })).toMatchObject({ pages: [6, 7, 8, 9, 10], jumpBack: 1, jumpForward: 11 });
    expect(paginate({ page: 3, totalPages: 0 })).toMatchObject({ page: 1, totalPages: 1, pages: [1] });
    expect(paginate({ page: 2, totalPages: 5, shown: 0 })).toMatchObject({ pages: [2], jumpBack: 1, jumpForward: 3 });
  });
});

describe('clampPage', () => {
  it('keeps a page within 1…total', () => {
    expect(clampPage(4, 10)).toBe(4);
    expect(clampPage(12, 10)).toBe(10);
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-3, 10)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});
