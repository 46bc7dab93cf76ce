/**
 * The reviews pagination control as a pure model (configurator.md §4 "Pagination control";
 * forms-and-accounts.md §4 Pagination): previous and next, a window of numbered pages (3 shown),
 * and jumps by the visible range. Pages are grouped in fixed windows of `shown` pages (1–3, 4–6,
 * 7–9, 10), so a jump moves the window by exactly one range. When the number of pages shrinks
 * below the current page, the current page becomes the last one.
 */

export const PAGINATION_DEFAULTS = { totalPages: 10, shown: 3, page: 1 } as const;

export interface PaginationInput {
  page?: number | undefined;
  totalPages?: number | undefined;
  shown?: number | undefined;
}

export interface PaginationModel {
  /** The current page, clamped to 1…totalPages. */
  page: number;
  totalPages: number;
  /** The numbered page links to show (at most `shown`). */
  pages: number[];
  /** Target of Previous / Next, or null when there is none. */
  prev: number | null;
  next: number | null;
  /** Target of the jump back / forward by the visible range, or null when the window is at that end. */
  jumpBack: number | null;
  jumpForward: number | null;
}

const wholeAtLeast = (value: number | undefined, min: number, fallback: number): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(min, Math.floor(value));

/** A page within 1…totalPages: a page beyond the last becomes the last, anything below 1 becomes 1. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  return Math.min(Math.max(1, Math.floor(page)), last);
}

export function paginate(input: PaginationInput = {}): PaginationModel {
  const totalPages = wholeAtLeast(input.totalPages, 1, PAGINATION_DEFAULTS.totalPages);
  const shown = wholeAtLeast(input.shown, 1, PAGINATION_DEFAULTS.shown);
  const page = clampPage(input.page ?? PAGINATION_DEFAULTS.page, totalPages);
  const windowStart = Math.floor((page - 1) / shown) * shown + 1;
  const windowEnd = Math.min(totalPages, windowStart + shown - 1);
  const pages = Array.from({ length: windowEnd - windowStart + 1 }, (_, i) => windowStart + i);
  return {
    page,
    totalPages,
    pages,
    prev: page > 1 ? page - 1 : null,
    next: page < totalPages ? page + 1 : null,
    jumpBack: windowStart > 1 ? Math.max(1, page - shown) : null,
    jumpForward: windowEnd < totalPages ? Math.min(totalPages, page + shown) : null,
  };
}
