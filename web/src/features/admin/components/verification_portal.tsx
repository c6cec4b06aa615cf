/**
 * The Verification Portal (spec part 2 §2): filter row with counts, bulk bar, sortable table,
 * pagination, the detail, edit and manual-update dialogs, and keyboard review (j/k/o/a/r/x/?),
 * announced in a live region; after an approve or reject the next row takes the focus. The detail
 * dialog reviews too (issue 25): Approve, Reject with a reason, Next, and j/a/r inside it. Each
 * row is a change (issue 27): Split a report out of it, or Join it with another change.
 */
import { useMemo, useState } from "react";
import { Keyboard, Plus } from "lucide-react";
import type { UpdateStatus } from "@domain/legal_updates.ts";
import type { AdminUpdate } from "@api/schemas/review.ts";
import type { OtherReport } from "@/components/legal_updates/also_reported_by_text.ts";
import { PageHeader } from "@/components/layout/page_header.tsx";
import { Pagination } from "@/components/pagination.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, TableCard } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { pageCount } from "@/lib/page_window.ts";
import { useAdminUpdates } from "../api/admin_updates.ts";
import { useUpdateCounts } from "@/lib/queries/update_counts.ts";
import { EMPTY, KEYS, PAGINATION, PORTAL, STATUS_LABELS, type StatusFilter } from "../strings.ts";
import { BulkBar } from "./bulk_bar.tsx";
import { DetailDialog } from "./detail_dialog.tsx";
import { EditDialog } from "./edit_dialog.tsx";
import { JoinDialog } from "./join_dialog.tsx";
import { KeyboardHelpDialog } from "./keyboard_help_dialog.tsx";
import { ManualUpdateDialog } from "./manual_update_dialog.tsx";
import { MAX_PAGE_BUTTONS, PAGE_SIZE } from "./portal_paging.ts";
import type { ReviewAction } from "./review_keys.ts";
import { DEFAULT_SORT, nextSort, sortUpdates } from "./review_sort.ts";
import { SplitDialog } from "./split_dialog.tsx";
import { StatusFilterRow } from "./status_filter.tsx";
import { UpdatesTable } from "./updates_table.tsx";
import { useDialogReview } from "./use_dialog_review.ts";
import { useReviewActions } from "./use_review_actions.ts";
import { useReviewCursor } from "./use_review_cursor.ts";
import { useReviewKeys } from "./use_review_keys.ts";

/** The whole portal screen. */
export function VerificationPortal() {
  const [filter, setFilter] = useState<StatusFilter>("pending");
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [detail, setDetail] = useState<AdminUpdate | null>(null);
  const [editing, setEditing] = useState<AdminUpdate | null>(null);
  const [manualOpen, setManualOpen] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const [splitting, setSplitting] = useState<OtherReport | null>(null);
  const [joining, setJoining] = useState<AdminUpdate | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const counts = useUpdateCounts();
  const list = useAdminUpdates(filter);
  const sorted = useMemo(() => sortUpdates(list.data?.updates ?? [], sort), [list.data, sort]);
  const pages = pageCount(sorted.length, PAGE_SIZE);
  const currentPage = Math.min(page, pages);
  const rows = sorted.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  const review = useReviewActions();
  const fresh = (u: AdminUpdate | null) => u && (sorted.find((x) => x.id === u.id) ?? u);

  const cursor = useReviewCursor(sorted, setPage);
  const active = cursor.active;

  const shown = fresh(detail);
  const dialogReview = useDialogReview({
    sorted,
    shown,
    setDetail,
    review,
    announce: setAnnouncement,
  });

  function chooseFilter(next: StatusFilter) {
    setFilter(next);
    setPage(1);
    cursor.setActive(0);
    setSelected(new Set());
  }

  function toggle(update: AdminUpdate) {
    const has = selected.has(update.id);
    const next = new Set(selected);
    if (has) next.delete(update.id);
    else next.add(update.id);
    setSelected(next);
    return !has;
  }

  async function decide(update: AdminUpdate, status: UpdateStatus) {
    const index = rows.findIndex((r) => r.id === update.id);
    const stays = filter === "all" || filter === status;
    const next = rows[index + 1] ?? (stays ? update : rows[index - 1]);
    // Set before the call: the list reloads before the call's promise settles.
    cursor.follow(next?.id ?? null);
    const ok = await review.setStatus(update, status);
    if (!ok) return cursor.follow(null);
    if (status === "approved") setAnnouncement(KEYS.approved(update.title));
    if (status === "rejected") setAnnouncement(KEYS.rejected(update.title));
  }

  async function bulk(status: UpdateStatus) {
    if (await review.setBulkStatus([...selected], status)) setSelected(new Set());
  }

  function moveTo(index: number) {
    const bounded = Math.max(0, Math.min(index, rows.length - 1));
    cursor.focus(bounded);
    const row = rows[bounded];
    if (row) setAnnouncement(KEYS.row(bounded + 1, rows.length, row.title));
  }

  function onKey(action: ReviewAction) {
    if (action === "help") return setKeysOpen(true);
    const row = rows[active];
    if (action === "next") return moveTo(active + 1);
    if (action === "previous") return moveTo(active - 1);
    if (!row) return;
    if (action === "open") return setDetail(row);
    if (action === "toggle") {
      return setAnnouncement(toggle(row) ? KEYS.selected(row.title) : KEYS.deselected(row.title));
    }
    const status = action === "approve" ? "approved" : "rejected";
    if (row.status === status) {
      return setAnnouncement(KEYS.already(row.title, STATUS_LABELS[status].toLowerCase()));
    }
    void decide(row, status);
  }

  const dialogOpen = detail || editing || manualOpen || keysOpen || splitting || joining;
  useReviewKeys(!dialogOpen, onKey);

  return (
    <>
      <PageHeader
        title={PORTAL.title}
        intro={PORTAL.subtitle}
        actions={
          <>
            <Button variant="outline" onClick={() => setKeysOpen(true)} title={KEYS.hint}>
              <Keyboard aria-hidden="true" />
              <span className="sr-only">{KEYS.dialogTitle}</span>
            </Button>
            <Button onClick={() => setManualOpen(true)}>
              <Plus aria-hidden="true" />
              {PORTAL.createManual}
            </Button>
          </>
        }
      />
      <div role="status" aria-live="polite" className="sr-only" data-testid="review-announcer">
        {announcement}
      </div>
      <div className="grid gap-4">
        <StatusFilterRow value={filter} counts={counts.data} onChange={chooseFilter} />
        {list.isLoading
          ? <Skeleton className="h-64 w-full" />
          : list.isError
          ? (
            <Card className="p-6 text-sm text-destructive" role="alert">
              {PORTAL.loadFailed} {list.error.message}
            </Card>
          )
          : sorted.length === 0
          ? (
            <Card className="p-10 text-center" data-testid="portal-empty">
              <p className="font-medium">{EMPTY.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{EMPTY.hint}</p>
            </Card>
          )
          : (
            <TableCard className="grid gap-4 p-4 max-md:p-0">
              <BulkBar
                count={selected.size}
                busy={review.bulkBusy}
                onApprove={() => bulk("approved")}
                onReject={() => bulk("rejected")}
              />
              <UpdatesTable
                rows={rows}
                selected={selected}
                activeIndex={active}
                busyIds={review.busyIds}
                sort={sort}
                onSort={(key) => setSort(nextSort(sort, key))}
                onToggleAll={(checked) => {
                  const next = new Set(selected);
                  for (const r of rows) checked ? next.add(r.id) : next.delete(r.id);
                  setSelected(next);
                }}
                rowRef={cursor.rowRef}
                actions={{
                  onToggle: toggle,
                  onOpen: setDetail,
                  onEdit: setEditing,
                  onStatus: (u, status) => void decide(u, status),
                  onCategory: (u, category) => void review.setCategory(u, category),
                  onFocusRow: cursor.setActive,
                  onSplit: (_change, report) => setSplitting(report),
                  onJoin: setJoining,
                }}
              />
              <Pagination
                page={currentPage}
                total={sorted.length}
                pageSize={PAGE_SIZE}
                maxButtons={MAX_PAGE_BUTTONS}
                text={PAGINATION}
                summaryTestId="pagination-summary"
                onPage={(n) => {
                  setPage(n);
                  cursor.setActive(0);
                }}
              />
            </TableCard>
          )}
      </div>
      <DetailDialog
        update={shown}
        onOpenChange={(open) => !open && setDetail(null)}
        review={dialogReview}
        onEdit={(u) => {
          setDetail(null);
          setEditing(u);
        }}
      />
      <EditDialog update={fresh(editing)} onOpenChange={(open) => !open && setEditing(null)} />
      <ManualUpdateDialog open={manualOpen} onOpenChange={setManualOpen} />
      <KeyboardHelpDialog open={keysOpen} onOpenChange={setKeysOpen} />
      <SplitDialog report={splitting} onOpenChange={(open) => !open && setSplitting(null)} />
      <JoinDialog update={fresh(joining)} onOpenChange={(open) => !open && setJoining(null)} />
    </>
  );
}
