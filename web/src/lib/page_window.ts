/**
 * The pure parts of table paging: page count, the page-number buttons and the 'Showing X to Y'
 * range. Each table passes its own page size and button count (spec part 1 §2; part 2 §2, §9).
 */

/** Number of pages for `total` rows of `size` (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * Up to `max` page numbers, centred on `current` and slid back inside 1..`pages` near the ends.
 * With 5 buttons the window starts at current − 2, as the listing's spec says.
 */
export function pageWindow(current: number, pages: number, max: number): number[] {
  const count = Math.min(max, pages);
  const start = Math.max(1, Math.min(current - Math.floor(max / 2), pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** 1-based first and last row numbers of a page ("Showing X to Y of Z"); 0 to 0 when empty. */
export function pageRange(page: number, total: number, size: number): [number, number] {
  if (total === 0) return [0, 0];
  return [(page - 1) * size + 1, Math.min(page * size, total)];
}
