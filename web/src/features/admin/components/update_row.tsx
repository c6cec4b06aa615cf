/**
 * One row of the portal's table: selection, title with its hover summary and source, status
 * select, jurisdiction, category select, dates ("Revised {date}" for a revised update; a
 * "Revision pending" badge while a new text waits for review, issue 23; on a pending row, how long
 * after its publication date it was seen, issue 26), and the
 * actions (approve and reject on pending
 * rows, a menu with Edit). The row itself is focusable for keyboard review. Issue 27: a row is a
 * change; its other reports show under the title with Split, the menu offers "Join with…".
 */
import { type KeyboardEvent, type Ref, useId } from "react";
import { CheckCircle2, MoreHorizontal, XCircle } from "lucide-react";
import type { UpdateStatus } from "@domain/legal_updates.ts";
import type { AdminUpdate } from "@api/schemas/review.ts";
import type { OtherReport } from "@/components/legal_updates/also_reported_by_text.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { RevisedNote } from "@/components/legal_updates/revised_note.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown_menu.tsx";
import { TableCell, TableRow } from "@/components/ui/table.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";
import { cn } from "@/lib/cn.ts";
import { CHANGE_REPORTS, COLUMNS, REVISION_REVIEW, ROW } from "../strings.ts";
import { formatDate, formatDateTime } from "@/lib/dates.ts";
import { seenAfterText } from "../freshness_text.ts";
import { ChangeReports } from "./change_reports.tsx";
import { hoverSummary } from "./hover_summary.ts";
import { CategorySelect, StatusSelect } from "./inline_selects.tsx";

/** What a row can ask the portal to do. */
export interface RowActions {
  onToggle: (update: AdminUpdate) => void;
  onOpen: (update: AdminUpdate) => void;
  onEdit: (update: AdminUpdate) => void;
  onStatus: (update: AdminUpdate, status: UpdateStatus) => void;
  onCategory: (update: AdminUpdate, category: string) => void;
  onFocusRow: () => void;
  /** Split `report` out of the change of `update` (issue 27). */
  onSplit: (update: AdminUpdate, report: OtherReport) => void;
  /** Join the change of `update` with another change (issue 27). */
  onJoin: (update: AdminUpdate) => void;
}

/** The name under the title: the feed's name, a manual update's source, or 'No source'. */
export function sourceName(update: AdminUpdate): string {
  return update.rssSource?.name ?? update.source ?? ROW.noSource;
}

/** A table row; `active` is the keyboard review's current row (it alone is in the tab order). */
export function UpdateRow(
  { update, selected, active, busy, rowRef, actions }: {
    update: AdminUpdate;
    selected: boolean;
    active: boolean;
    busy: boolean;
    rowRef: Ref<HTMLTableRowElement>;
    actions: RowActions;
  },
) {
  const title = update.title;
  const noteId = useId();
  // Approve and Reject are described by "Approving applies to 3 reports" on a change of several.
  const describedBy = update.alsoReportedBy.length > 0 ? noteId : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === "Enter" && event.target === event.currentTarget) actions.onOpen(update);
  };
  return (
    <TableRow
      ref={rowRef}
      tabIndex={active ? 0 : -1}
      data-state={selected ? "selected" : undefined}
      data-active={active ? "true" : undefined}
      data-testid={`update-row-${update.id}`}
      onFocus={(event) => event.target === event.currentTarget && actions.onFocusRow()}
      onKeyDown={onKeyDown}
      className={cn(
        "outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring/60",
        active && "bg-blue-50/60",
      )}
    >
      <TableCell card="inline" className="w-10 max-md:w-auto">
        <Checkbox
          checked={selected}
          aria-label={ROW.select(title)}
          onCheckedChange={() => actions.onToggle(update)}
        />
      </TableCell>
      <TableCell card="rest" className="min-w-64 max-w-md max-md:min-w-0 max-md:max-w-none">
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              className="cursor-pointer text-left font-medium text-slate-900 hover:underline"
              onClick={() => actions.onOpen(update)}
            >
              {title}
            </button>
          </TooltipTrigger>
          <TooltipContent side="bottom" align="start">{hoverSummary(update)}</TooltipContent>
        </Tooltip>
        <p className="mt-0.5 text-xs text-muted-foreground">{sourceName(update)}</p>
        {update.revisionPending && (
          <Badge variant="warning" className="mt-1" data-testid="revision-pending-badge">
            {REVISION_REVIEW.badge}
          </Badge>
        )}
        <ChangeReports
          update={update}
          noteId={noteId}
          busy={busy}
          onSplit={(report) => actions.onSplit(update, report)}
        />
      </TableCell>
      <TableCell label={COLUMNS.status} card="inline">
        <StatusSelect
          value={update.status}
          label={ROW.statusOf(title)}
          disabled={busy}
          onChange={(status) => actions.onStatus(update, status)}
        />
      </TableCell>
      <TableCell label={COLUMNS.jurisdiction} card="inline" className="whitespace-nowrap">
        {update.jurisdiction?.name ?? ROW.noJurisdiction}
      </TableCell>
      <TableCell label={COLUMNS.category} card="inline">
        <CategorySelect
          value={update.aiCategory}
          label={ROW.categoryOf(title)}
          disabled={busy}
          onChange={(category) => actions.onCategory(update, category)}
        />
      </TableCell>
      <TableCell label={COLUMNS.date} card="inline" className="whitespace-nowrap text-sm">
        {formatDate(update.publishDate)}
        {update.status === "pending" && (
          <p
            className="text-xs text-muted-foreground"
            title={formatDateTime(update.freshness.seenAt)}
            data-testid="seen-after"
          >
            {seenAfterText(update.freshness)}
          </p>
        )}
        {update.reviewedAt && (
          <p className="text-xs text-muted-foreground">
            {ROW.reviewedOn(formatDate(update.reviewedAt))}
          </p>
        )}
        <RevisedNote revisedAt={update.revisedAt} />
      </TableCell>
      <TableCell card="end" className="whitespace-nowrap">
        <div className="flex items-center gap-1">
          {update.status === "pending" && (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={ROW.approve(title)}
                aria-describedby={describedBy}
                disabled={busy}
                onClick={() => actions.onStatus(update, "approved")}
              >
                <CheckCircle2 aria-hidden="true" className="text-green-600" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={ROW.reject(title)}
                aria-describedby={describedBy}
                disabled={busy}
                onClick={() => actions.onStatus(update, "rejected")}
              >
                <XCircle aria-hidden="true" className="text-red-600" />
              </Button>
            </>
          )}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" className="size-8" aria-label={ROW.menu(title)}>
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => actions.onOpen(update)}>
                {ROW.view}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => actions.onEdit(update)}>
                {ROW.edit}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => actions.onJoin(update)}>
                {CHANGE_REPORTS.join}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </TableCell>
    </TableRow>
  );
}
