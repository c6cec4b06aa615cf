/**
 * The toast of one status change (spec part 2 §8's 'Status updated successfully'), with an Undo
 * beside it for UNDO_WINDOW_MS (issue 25): the spec's toast stays as it is, the action is added
 * (ADR 0109).
 */
import { ToastAction } from "@/components/ui/toast.tsx";
import { toast } from "@/lib/use_toast.ts";
import { TOASTS, UNDO } from "../strings.ts";

/** How long a status change can be undone from its toast (the toast stays that long). */
export const UNDO_WINDOW_MS = 10_000;

/** Shows 'Status updated successfully' with an Undo that calls `onUndo`. */
export function statusToastWithUndo(onUndo: () => void): void {
  toast({
    title: TOASTS.statusUpdated,
    duration: UNDO_WINDOW_MS,
    action: (
      <ToastAction altText={UNDO.altText} onClick={onUndo} data-testid="toast-undo">
        {UNDO.action}
      </ToastAction>
    ),
  });
}
