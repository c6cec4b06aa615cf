/** 'Showing X to Y of Z results', Previous, up to 5 page buttons, Next (spec part 2 §2, §9). */
import { Button } from "../../../components/ui/button.tsx";
import { PAGINATION } from "../strings.ts";
import { pageCount, pageRange, pageWindow } from "./page_window.ts";

/** The pager under the table. */
export function Pagination(
  { page, total, onPage }: { page: number; total: number; onPage: (page: number) => void },
) {
  const pages = pageCount(total);
  const [from, to] = pageRange(page, total);
  return (
    <nav
      aria-label={PAGINATION.label}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" data-testid="pagination-summary">
        {PAGINATION.showing(from, to, total)}
      </p>
      <div className="flex flex-wrap gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {PAGINATION.previous}
        </Button>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            variant={n === page ? "default" : "outline"}
            size="sm"
            aria-label={PAGINATION.page(n)}
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
          {PAGINATION.next}
        </Button>
      </div>
    </nav>
  );
}
