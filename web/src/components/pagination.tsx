/**
 * The pager under a table: 'Showing X to Y of Z …', Previous, a window of page-number buttons,
 * Next. Each table passes its texts, page size and button count (spec part 1 §2; part 2 §2, §9).
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { pageCount, pageRange, pageWindow } from "../lib/page_window.ts";
import { Button } from "./ui/button.tsx";

/** The pager's texts, from the feature's strings module. */
export interface PaginationText {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  /** A page button's accessible name. */
  page: (n: number) => string;
  showing: (from: number, to: number, total: number) => string;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  maxButtons: number;
  onPage: (page: number) => void;
  text: PaginationText;
  /** data-testid of the 'Showing …' line. */
  summaryTestId: string;
  /** Show nothing while every row fits on one page (without it: only when there are no rows). */
  hideSinglePage?: boolean;
  /** Arrows beside Previous and Next. */
  chevrons?: boolean;
  className?: string;
}

/** The pager, or nothing when there is nothing to page. */
export function Pagination(
  { page, total, pageSize, maxButtons, onPage, text, summaryTestId, ...options }: PaginationProps,
) {
  const pages = pageCount(total, pageSize);
  if (total === 0 || (options.hideSinglePage && pages <= 1)) return null;
  const [from, to] = pageRange(page, total, pageSize);
  return (
    <nav
      aria-label={text.label}
      className={cn(
        "flex flex-col items-center justify-between gap-3 sm:flex-row",
        options.className,
      )}
    >
      <p className="text-sm text-muted-foreground" data-testid={summaryTestId}>
        {text.showing(from, to, total)}
      </p>
      <div className="flex flex-wrap items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {options.chevrons && <ChevronLeft aria-hidden="true" />}
          {text.previous}
        </Button>
        {pageWindow(page, pages, maxButtons).map((n) => (
          <Button
            key={n}
            variant={n === page ? "default" : "outline"}
            size="sm"
            aria-label={text.page(n)}
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
          {text.next}
          {options.chevrons && <ChevronRight aria-hidden="true" />}
        </Button>
      </div>
    </nav>
  );
}
