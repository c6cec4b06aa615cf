/**
 * The favorites table (spec part 1 §2): a select column with a select-all checkbox that goes
 * indeterminate on a partial selection, the title cell, the long US date, jurisdiction, category
 * badge and Remove (with the spec's toasts), after the controls other features put in each row
 * (issue 29: "Add duties to register", given by the route).
 */
import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import type { FavoriteUpdate } from "@api/schemas/legal_updates.ts";
import { CategoryBadge } from "@/components/legal_updates/category_badge.tsx";
import { UpdateTitleCell } from "@/components/legal_updates/update_title_cell.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table.tsx";
import { formatLongDate } from "@/lib/dates.ts";
import { useSetFavorite } from "@/lib/queries/favorites.ts";
import { toast } from "@/lib/use_toast.ts";
import { FAVORITES_TEXT, FAVORITES_TOASTS, removeLabel, selectLabel } from "../strings.ts";

interface Props {
  updates: readonly FavoriteUpdate[] | null;
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  /** Controls shown before Remove in each row. */
  rowActions?: (update: FavoriteUpdate) => ReactNode;
}

function RemoveButton({ update, onRemoved }: { update: FavoriteUpdate; onRemoved: () => void }) {
  const remove = useSetFavorite(update);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={removeLabel(update.title)}
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(false, {
          onSuccess: () => {
            onRemoved();
            toast(FAVORITES_TOASTS.removed(update.title));
          },
          onError: () => toast({ variant: "destructive", ...FAVORITES_TOASTS.removeFailed }),
        })}
    >
      <Trash2 aria-hidden="true" />
      {/* The word on phones too: a card has room for it. */}
      <span>{FAVORITES_TEXT.remove}</span>
    </Button>
  );
}

/** The table; `updates` null shows 5 placeholder rows. */
export function FavoritesTable({ updates, selected, onSelect, rowActions }: Props) {
  const all = updates ?? [];
  const chosen = all.filter((u) => selected.has(u.id)).length;
  const allState = chosen === 0 ? false : chosen === all.length ? true : "indeterminate";
  const without = (id: number) => new Set([...selected].filter((s) => s !== id));
  return (
    <Table aria-label={FAVORITES_TEXT.title} aria-busy={updates === null}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col" className="w-10" control>
            <Checkbox
              aria-label={FAVORITES_TEXT.selectAll}
              checked={allState}
              disabled={all.length === 0}
              onCheckedChange={() =>
                onSelect(allState === true ? new Set() : new Set(all.map((u) => u.id)))}
            />
          </TableHead>
          <TableHead scope="col">{FAVORITES_TEXT.columns.title}</TableHead>
          <TableHead scope="col">{FAVORITES_TEXT.columns.publicationDate}</TableHead>
          <TableHead scope="col">{FAVORITES_TEXT.columns.jurisdiction}</TableHead>
          <TableHead scope="col">{FAVORITES_TEXT.columns.industryCategory}</TableHead>
          <TableHead scope="col">
            <span className="sr-only">{FAVORITES_TEXT.columns.remove}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {updates === null &&
          Array.from(
            { length: 5 },
            (_, i) => (
              <TableRow key={i} data-testid="loading-row" className="hover:bg-transparent">
                {Array.from({ length: 6 }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className={j === 1 ? "h-10 w-full" : "h-5 w-16"} />
                  </TableCell>
                ))}
              </TableRow>
            ),
          )}
        {all.map((update) => (
          <TableRow
            key={update.id}
            data-testid="favorite-row"
            data-state={selected.has(update.id) ? "selected" : undefined}
          >
            <TableCell card="inline">
              <Checkbox
                aria-label={selectLabel(update.title)}
                checked={selected.has(update.id)}
                onCheckedChange={(checked) =>
                  onSelect(
                    checked === true ? new Set([...selected, update.id]) : without(update.id),
                  )}
              />
            </TableCell>
            <TableCell card="rest">
              <UpdateTitleCell update={update} />
            </TableCell>
            <TableCell
              label={FAVORITES_TEXT.columns.publicationDate}
              card="inline"
              className="whitespace-nowrap"
            >
              <time dateTime={update.publishDate}>{formatLongDate(update.publishDate)}</time>
            </TableCell>
            <TableCell label={FAVORITES_TEXT.columns.jurisdiction} card="inline">
              {update.jurisdiction?.name ?? "—"}
            </TableCell>
            <TableCell
              label={FAVORITES_TEXT.columns.industryCategory}
              card="inline"
            >
              <CategoryBadge category={update.aiCategory} />
            </TableCell>
            <TableCell card="end" className="text-right">
              <div className="flex flex-wrap items-center justify-end gap-1">
                {rowActions?.(update)}
                <RemoveButton update={update} onRemoved={() => onSelect(without(update.id))} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
