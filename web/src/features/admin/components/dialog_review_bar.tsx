/**
 * The detail dialog's review decision (issue 25, beside the spec's Edit and Close): Approve,
 * Reject with an optional reason (Enter confirms), and Next. The parent owns the calls; the keys
 * j/a/r reach the same handlers through `rejecting` (ADR 0109).
 */
import { type FormEvent, useState } from "react";
import { ArrowRight, CheckCircle2, Undo2, XCircle } from "lucide-react";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { STATUS_REASON_MAX } from "@api/schemas/review.ts";
import { Button } from "@/components/ui/button.tsx";
import { TextField } from "@/components/ui/text_field.tsx";
import { DIALOG_REVIEW, UNDO } from "../strings.ts";

/** What the bar can ask of the portal. */
export interface DialogReviewHandlers {
  onApprove: () => void;
  onReject: (reason: string) => void;
  /** Null when no pending update follows in the list. */
  onNext: (() => void) | null;
  /**
   * Undoes the decision just taken here, while its toast offers the same (null after that): the
   * open dialog keeps focus and screen readers inside it, away from the toast.
   */
  onUndo: (() => void) | null;
}

/** The bar of `update`; `rejecting` shows the reason field (set by the Reject button or `r`). */
export function DialogReviewBar(
  { update, busy, rejecting, onRejectingChange, handlers }: {
    update: AdminUpdate;
    busy: boolean;
    rejecting: boolean;
    onRejectingChange: (rejecting: boolean) => void;
    handlers: DialogReviewHandlers;
  },
) {
  const [reason, setReason] = useState("");

  function confirm(event: FormEvent) {
    event.preventDefault();
    handlers.onReject(reason.trim());
  }

  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <div role="group" aria-label={DIALOG_REVIEW.actions} className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy || update.status === "approved"}
          onClick={handlers.onApprove}
          aria-keyshortcuts="a"
        >
          <CheckCircle2 aria-hidden="true" className="text-green-600" />
          {DIALOG_REVIEW.approve}
        </Button>
        <Button
          variant="outline"
          disabled={busy || update.status === "rejected"}
          onClick={() => onRejectingChange(true)}
          aria-expanded={rejecting}
          aria-keyshortcuts="r"
        >
          <XCircle aria-hidden="true" className="text-red-600" />
          {DIALOG_REVIEW.reject}
        </Button>
        <Button
          variant="outline"
          disabled={handlers.onNext === null}
          onClick={() => handlers.onNext?.()}
          title={handlers.onNext ? DIALOG_REVIEW.nextHint : DIALOG_REVIEW.noNext}
          aria-keyshortcuts="j"
        >
          {DIALOG_REVIEW.next}
          <ArrowRight aria-hidden="true" />
        </Button>
        {handlers.onUndo && (
          <Button variant="ghost" disabled={busy} onClick={handlers.onUndo}>
            <Undo2 aria-hidden="true" />
            {UNDO.action}
          </Button>
        )}
      </div>
      {rejecting && (
        <form onSubmit={confirm} className="grid gap-2" data-testid="reject-reason-form">
          <TextField
            label={DIALOG_REVIEW.reason}
            hint={DIALOG_REVIEW.reasonHint}
            value={reason}
            maxLength={STATUS_REASON_MAX}
            onChange={(e) =>
              setReason(e.target.value)}
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={busy}>
              {DIALOG_REVIEW.confirmReject}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                onRejectingChange(false)}
            >
              {DIALOG_REVIEW.cancel}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
