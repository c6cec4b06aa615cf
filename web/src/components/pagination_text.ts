/**
 * The pager's texts (spec part 1 §2; part 2 §2): 'Showing X to Y of Z {noun}', 'Previous',
 * 'Next', and 'Page n' as each page button's accessible name. The tables differ only in the noun
 * and in whether the numbers carry thousands separators (the listing's do: 'of 1,234 results').
 */
import type { PaginationText } from "./pagination.tsx";

/** The pager's texts for a table that counts `noun`. */
export function paginationText(
  noun: string,
  options: { thousands?: boolean } = {},
): PaginationText {
  const n = (value: number) => options.thousands ? value.toLocaleString("en-US") : String(value);
  return {
    label: "Pagination",
    showing: (from, to, total) => `Showing ${n(from)} to ${n(to)} of ${n(total)} ${noun}`,
    previous: "Previous",
    next: "Next",
    page: (page) => `Page ${page}`,
  };
}
