/**
 * Pagination of the users table (spec part 2 §2, §9): only past one page; 'Showing X to Y of Z
 * users', Previous, up to 7 page buttons in a sliding window, Next.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { pageWindow } from "../format.ts";
import { BUTTONS, TABLE } from "../strings.ts";

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** The row under the table, or nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label={TABLE.pagination}
      className="flex flex-col items-center justify-between gap-3 pt-4 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" data-testid="text-showing">
        {TABLE.showing(from, to, total)}
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {BUTTONS.previous}
        </Button>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            variant={n === page ? "default" : "outline"}
            size="sm"
            aria-label={TABLE.page(n)}
            aria-current={n === page ? "page" : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {BUTTONS.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
