/**
 * One row of the listing: title cell, date ("Revised {date}" beneath for a revised update),
 * jurisdiction, category badge and the star.
 */
import { memo } from "react";
import type { PublicUpdate } from "@api/schemas/legal_updates.ts";
import { CategoryBadge } from "@/components/legal_updates/category_badge.tsx";
import { RevisedNote } from "@/components/legal_updates/revised_note.tsx";
import { UpdateTitleCell } from "@/components/legal_updates/update_title_cell.tsx";
import { TableCell, TableRow } from "@/components/ui/table.tsx";
import { cn } from "@/lib/cn.ts";
import { formatDate, formatShortDate } from "@/lib/dates.ts";
import { updateDetailPath } from "@/lib/pages.ts";
import { LISTING_TEXT } from "../strings.ts";
import { FavoriteStar } from "./favorite_star.tsx";

interface Props {
  update: PublicUpdate;
  /** Approved since the last visit: highlighted. */
  isNew: boolean;
  /** The star column (signed in only). */
  showStar: boolean;
  isFavorite: boolean;
}

/** A listing row; memoised so that typing in the search re-renders only rows that change. */
export const UpdateRow = memo(function UpdateRow({ update, isNew, showStar, isFavorite }: Props) {
  return (
    <TableRow
      data-testid="update-row"
      data-new={isNew ? "true" : undefined}
      className={cn(isNew && "bg-blue-50/80 shadow-[inset_3px_0_0_var(--color-primary)]")}
    >
      <TableCell>
        <UpdateTitleCell update={update} detailHref={updateDetailPath(update.id)} />
        {isNew && <span className="sr-only">({LISTING_TEXT.newBadge})</span>}
      </TableCell>
      <TableCell
        label={LISTING_TEXT.columns.publicationDate}
        card="inline"
        className="whitespace-nowrap"
      >
        <time dateTime={update.publishDate}>
          <span className="hidden sm:inline">{formatDate(update.publishDate)}</span>
          <span className="sm:hidden">{formatShortDate(update.publishDate)}</span>
        </time>
        <RevisedNote revisedAt={update.revisedAt} />
      </TableCell>
      <TableCell label={LISTING_TEXT.columns.jurisdiction} card="inline">
        {update.jurisdiction?.name ?? "—"}
      </TableCell>
      <TableCell label={LISTING_TEXT.columns.industryCategory} card="inline">
        <CategoryBadge category={update.aiCategory} />
      </TableCell>
      {showStar && (
        <TableCell card="end" className="text-right">
          <FavoriteStar update={update} isFavorite={isFavorite} />
        </TableCell>
      )}
    </TableRow>
  );
});
