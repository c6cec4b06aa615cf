/**
 * The detail dialog (view mode, spec part 2 §2): status, publish date, jurisdiction, category,
 * 'View Source', the change's other reports ("Also reported by", issue 27), AI Summary, Full Content, a revision waiting for review (issue 23), the
 * revisions and their redline (issue 16), review information and the history (with a rejection's
 * reason), and the review decision with its keys j/a/r (issue 25, DialogReviewBar).
 */
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { ExternalLink } from "lucide-react";
import { Link } from "wouter";
import { AlsoReportedBy } from "@/components/legal_updates/also_reported_by.tsx";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { CitedText } from "@/components/legal_updates/cited_text.tsx";
import { ObligationsList } from "@/components/legal_updates/obligations_list.tsx";
import { RevisionsPanel } from "@/components/legal_updates/revisions_panel.tsx";
import { updateDetailPath } from "@/lib/pages.ts";
import { DETAIL, ROW } from "../strings.ts";
import { safeHttpUrl } from "@api/schemas/links.ts";
import { formatDate, formatDateTime } from "@/lib/dates.ts";
import { fullName } from "@/lib/user_names.ts";
import { DialogReviewBar, type DialogReviewHandlers } from "./dialog_review_bar.tsx";
import { PendingRevisionPanel } from "./pending_revision_panel.tsx";
import { dialogReviewAction, isTypingTarget } from "./review_keys.ts";
import { StatusBadge } from "./status_badge.tsx";
import { StatusHistory } from "./status_history.tsx";
import { sourceName } from "./update_row.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** The review decision the portal offers in the dialog; `onReject` answers whether it worked. */
export interface DialogReview {
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => Promise<boolean>;
  onNext: (() => void) | null;
  onUndo: (() => void) | null;
}

/** The dialog of `update` (null: closed). */
export function DetailDialog(
  { update, onOpenChange, onEdit, review }: {
    update: AdminUpdate | null;
    onOpenChange: (open: boolean) => void;
    onEdit: (update: AdminUpdate) => void;
    review: DialogReview;
  },
) {
  // The update whose reason field is open: moving to another update closes it.
  const [rejectingId, setRejectingId] = useState<number | null>(null);
  const rejecting = update !== null && rejectingId === update.id;
  const handlers: DialogReviewHandlers = {
    onApprove: review.onApprove,
    onReject: async (reason) => {
      if (await review.onReject(reason)) setRejectingId(null);
    },
    onNext: review.onNext,
    onUndo: review.onUndo,
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || !update) return;
    const action = dialogReviewAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      typing: isTypingTarget(event.target),
    });
    if (!action) return;
    event.preventDefault();
    if (action === "next") handlers.onNext?.();
    else if (review.busy) return;
    else if (action === "approve") handlers.onApprove();
    else if (update.status !== "rejected") setRejectingId(update.id);
  }

  return (
    <Dialog open={update !== null} onOpenChange={onOpenChange}>
      {update && (
        <DialogContent className="max-w-3xl" data-testid="detail-dialog" onKeyDown={onKeyDown}>
          <DialogHeader>
            <DialogTitle>{update.title}</DialogTitle>
            <DialogDescription>{sourceName(update)}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <StatusBadge status={update.status} />
            <span>
              <span className="text-muted-foreground">{DETAIL.published}:</span>{" "}
              {formatDate(update.publishDate)}
            </span>
            <span>
              <span className="text-muted-foreground">{DETAIL.jurisdiction}:</span>{" "}
              {update.jurisdiction?.name ?? ROW.noJurisdiction}
            </span>
            <span className="flex items-center gap-1">
              <span className="text-muted-foreground">{DETAIL.category}:</span>
              <Badge variant="outline">{update.aiCategory}</Badge>
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {safeHttpUrl(update.sourceUrl) !== null
              ? (
                <Button asChild variant="outline" className="w-fit">
                  <a href={update.sourceUrl} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    {DETAIL.viewSource}
                  </a>
                </Button>
              )
              : <p className="break-all text-sm text-muted-foreground">{update.sourceUrl}</p>}
            <Button asChild variant="outline" className="w-fit">
              <Link href={updateDetailPath(update.id)}>{DETAIL.openDetailPage}</Link>
            </Button>
          </div>
          <AlsoReportedBy reports={update.alsoReportedBy} className="text-sm" />
          <Section title={DETAIL.aiSummary}>
            <p className="text-sm">{update.aiSummary || DETAIL.noSummary}</p>
          </Section>
          <Section title={DETAIL.obligations}>
            <ObligationsList obligations={update.obligations} />
          </Section>
          <Section title={DETAIL.fullContent}>
            <div
              // Scrollable, so reachable by keyboard (axe: scrollable-region-focusable).
              tabIndex={0}
              className="max-h-72 overflow-y-auto rounded-md border border-border bg-slate-50 p-3 text-sm"
            >
              {update.content
                ? (
                  <CitedText
                    text={update.content}
                    citations={update.obligations.map((o) => o.citation)}
                  />
                )
                : DETAIL.noContent}
            </div>
          </Section>
          {update.revisionPending && <PendingRevisionPanel updateId={update.id} />}
          {update.revisedAt !== null && (
            <RevisionsPanel
              updateId={update.id}
              heading={(text, id) => (
                <h3 id={id} className="text-sm font-semibold text-slate-900">{text}</h3>
              )}
            />
          )}
          <Section title={DETAIL.reviewInformation}>
            {update.reviewedAt
              ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="text-muted-foreground">{DETAIL.reviewedAt}</dt>
                  <dd>{formatDateTime(update.reviewedAt)}</dd>
                  {fullName(update.reviewer) && (
                    <>
                      <dt className="text-muted-foreground">{DETAIL.reviewer}</dt>
                      <dd>{fullName(update.reviewer)}</dd>
                    </>
                  )}
                </dl>
              )
              : <p className="text-sm text-muted-foreground">{DETAIL.notReviewed}</p>}
            <h4 className="mt-2 text-sm font-medium">{DETAIL.history}</h4>
            <StatusHistory id={update.id} />
          </Section>
          <DialogReviewBar
            key={update.id}
            update={update}
            busy={review.busy}
            rejecting={rejecting}
            onRejectingChange={(open) =>
              setRejectingId(open ? update.id : null)}
            handlers={handlers}
          />
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() =>
                onEdit(update)}
            >
              {DETAIL.edit}
            </Button>
            <DialogClose asChild>
              <Button>{DETAIL.close}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
