/**
 * The detail dialog's review decision (issue 25): Approve and Reject (with a reason) through the
 * portal's status call, Next to the next pending update of the list, and the dialog's own Undo
 * while the toast offers it (ADR 0109). The dialog stays on the update
 * it decided, showing the answer.
 */
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import type { UpdateStatus } from "@domain/legal_updates.ts";
import type { AdminUpdate } from "@api/schemas/review.ts";
import { KEYS, STATUS_LABELS } from "../strings.ts";
import type { DialogReview } from "./detail_dialog.tsx";
import { nextPending } from "./next_pending.ts";
import { UNDO_WINDOW_MS } from "./status_toast.tsx";
import type { useReviewActions } from "./use_review_actions.ts";

/** What the hook works with: the list, the dialog's update, the review calls, the announcer. */
export interface DialogReviewInput {
  sorted: readonly AdminUpdate[];
  /** The dialog's update as the portal shows it (fresh from the list when it is there). */
  shown: AdminUpdate | null;
  setDetail: Dispatch<SetStateAction<AdminUpdate | null>>;
  review: ReturnType<typeof useReviewActions>;
  announce: (text: string) => void;
}

/** The `review` prop of the detail dialog. */
export function useDialogReview(input: DialogReviewInput): DialogReview {
  const { sorted, shown, setDetail, review, announce } = input;

  // Where the shown update stood in the list, for Next once a decision takes it out.
  const shownIndex = useRef(0);
  useEffect(() => {
    const at = shown ? sorted.findIndex((u) => u.id === shown.id) : -1;
    if (at >= 0) shownIndex.current = at;
  }, [shown, sorted]);

  // The update as it was before the dialog's last decision, while that can be undone.
  const [undoable, setUndoable] = useState<AdminUpdate | null>(null);
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [undoable]);

  const replaceShown = (u: AdminUpdate) => setDetail((d) => d && d.id === u.id ? u : d);
  const undone = (restored: AdminUpdate) => {
    replaceShown(restored);
    setUndoable((u) => u && u.id === restored.id ? null : u);
  };

  async function decide(update: AdminUpdate, status: UpdateStatus, reason?: string) {
    if (update.status === status) {
      announce(KEYS.already(update.title, STATUS_LABELS[status].toLowerCase()));
      return false;
    }
    const answer = await review.setStatus(update, status, { reason, onUndone: undone });
    if (!answer) return false;
    replaceShown(answer);
    setUndoable(update);
    announce(status === "approved" ? KEYS.approved(update.title) : KEYS.rejected(update.title));
    return true;
  }

  const next = shown && nextPending(sorted, shown.id, shownIndex.current);
  return {
    busy: shown !== null && review.busyIds.has(shown.id),
    onApprove: () => shown && void decide(shown, "approved"),
    onReject: async (reason) =>
      shown !== null && await decide(shown, "rejected", reason || undefined),
    onNext: next ? () => setDetail(next) : null,
    onUndo: undoable && shown?.id === undoable.id
      ? () => void review.undo(undoable, { onUndone: undone })
      : null,
  };
}
