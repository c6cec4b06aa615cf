/** Client-side paging of the portal's table (spec part 2 §9: 20 per page, at most 5 buttons). */

export const PAGE_SIZE = 20;
export const MAX_PAGE_BUTTONS = 5;

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page numbers to show as buttons: up to `max`, centred on `current` where possible. */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, pages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** 1-based first and last row numbers of a page ("Showing X to Y of Z"); 0 to 0 when empty. */
export function pageRange(page: number, total: number, size = PAGE_SIZE): [number, number] {
  if (total === 0) return [0, 0];
  return [(page - 1) * size + 1, Math.min(page * size, total)];
}
