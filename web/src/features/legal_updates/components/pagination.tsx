/** Pagination (spec part 1 §2): Previous, up to 5 page numbers, Next, 'Showing a to b of n results'. */
import { Button } from "../../../components/ui/button.tsx";
import { LISTING_TEXT, showingRange } from "../strings.ts";
import { pageCountOf, pageRange, pageWindow } from "./listing_logic.ts";

/** Page buttons and the range line for `total` rows. */
export function Pagination(
  { page, total, onPage }: { page: number; total: number; onPage: (page: number) => void },
) {
  if (total === 0) return null;
  const pageCount = pageCountOf(total);
  const { first, last } = pageRange(page, total);
  return (
    <div className="flex flex-col items-center justify-between gap-3 py-4 sm:flex-row">
      <p className="text-sm text-muted-foreground" data-testid="pagination-range">
        {showingRange(first, last, total)}
      </p>
      <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {LISTING_TEXT.previous}
        </Button>
        {pageWindow(page, pageCount).map((n) => (
          <Button
            key={n}
            variant={n === page ? "default" : "outline"}
            size="sm"
            aria-current={n === page ? "page" : undefined}
            aria-label={`Page ${n}`}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {LISTING_TEXT.next}
        </Button>
      </nav>
    </div>
  );
}
