/** Paging of the portal's table (spec part 2 §9): 20 rows a page, at most 5 page buttons. */

/** Rows per page. */
export const PAGE_SIZE = 20;
/** Most page-number buttons shown. */
export const MAX_PAGE_BUTTONS = 5;
