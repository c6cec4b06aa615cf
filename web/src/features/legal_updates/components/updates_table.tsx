/**
 * The listing table (spec part 1 §2): headers, the date sort toggle (newest first by default),
 * 5 placeholder rows while loading, both empty states, and the rows of the current page. After
 * each commit of new rows it closes the "legal-updates:filter" performance measure that the
 * search box opened, so a browser benchmark can read how long a keystroke took to show.
 */
import { type ReactNode, useLayoutEffect } from "react";
import { ArrowDown, ArrowUp } from "lucide-react";
import type { PublicUpdate } from "@api/schemas/legal_updates.ts";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table.tsx";
import { LISTING_TEXT } from "../strings.ts";
import { isNewSince } from "./listing_logic.ts";
import { UpdateRow } from "./update_row.tsx";
import { FILTER_MARK } from "./use_listing_selection.ts";

/** The measure a browser benchmark reads (keystroke to table commit). */
export const FILTER_MEASURE = "legal-updates:filter";

/** What the table shows instead of rows. */
export type TableState = "rows" | "loading" | "error" | "noUpdates" | "noMatches";

interface Props {
  rows: readonly PublicUpdate[];
  state: TableState;
  showStar: boolean;
  favoriteIds: ReadonlySet<number>;
  lastVisit: number | null;
  sort: "asc" | "desc";
  onToggleSort: () => void;
  onClearFilters: () => void;
}

function useFilterMeasure(rows: readonly PublicUpdate[]): void {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FILTER_MARK, "mark").length === 0) return;
    performance.measure(FILTER_MEASURE, FILTER_MARK);
    performance.clearMarks(FILTER_MARK);
  }, [rows]);
}

function Message({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns} className="py-12 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}

/** The table of legal updates. */
export function UpdatesTable(props: Props) {
  const { rows, state, showStar, sort } = props;
  useFilterMeasure(rows);
  const columns = showStar ? 5 : 4;
  const SortIcon = sort === "desc" ? ArrowDown : ArrowUp;
  return (
    <Table aria-label="Legal updates" aria-busy={state === "loading"}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col" className="md:w-1/2">{LISTING_TEXT.columns.title}</TableHead>
          <TableHead
            scope="col"
            aria-sort={sort === "desc" ? "descending" : "ascending"}
            control
          >
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3 text-sm font-medium text-muted-foreground"
              onClick={props.onToggleSort}
            >
              {LISTING_TEXT.columns.publicationDate}
              <SortIcon aria-hidden="true" />
              <span className="sr-only">
                {sort === "desc" ? "(newest first)" : "(oldest first)"}
              </span>
            </Button>
          </TableHead>
          <TableHead scope="col">{LISTING_TEXT.columns.jurisdiction}</TableHead>
          <TableHead scope="col">{LISTING_TEXT.columns.industryCategory}</TableHead>
          {showStar && (
            <TableHead scope="col" className="w-14">
              <span className="sr-only">{LISTING_TEXT.columns.favorite}</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {state === "loading" &&
          Array.from(
            { length: 5 },
            (_, i) => (
              <TableRow key={i} data-testid="loading-row" className="hover:bg-transparent">
                {Array.from({ length: columns }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className={j === 0 ? "h-10 w-full" : "h-5 w-24"} />
                  </TableCell>
                ))}
              </TableRow>
            ),
          )}
        {state === "error" && <Message columns={columns}>{LISTING_TEXT.loadFailed}</Message>}
        {state === "noUpdates" && <Message columns={columns}>{LISTING_TEXT.noUpdates}</Message>}
        {state === "noMatches" && (
          <Message columns={columns}>
            <div className="grid justify-items-center gap-4">
              <p>{LISTING_TEXT.noMatches}</p>
              <Button variant="outline" onClick={props.onClearFilters}>
                {LISTING_TEXT.clearAllFilters}
              </Button>
            </div>
          </Message>
        )}
        {state === "rows" && rows.map((update) => (
          <UpdateRow
            key={update.id}
            update={update}
            isNew={isNewSince(update, props.lastVisit)}
            showStar={showStar}
            isFavorite={props.favoriteIds.has(update.id)}
          />
        ))}
      </TableBody>
    </Table>
  );
}
