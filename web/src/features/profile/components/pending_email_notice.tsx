/**
 * Under the email field while a new sign-in email waits for its link (issue 23): where the link
 * went, that nothing changes until it is opened, and a way to cancel.
 */
import { Button } from "@/components/ui/button.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useCancelEmailChange, usePendingEmailChange } from "../api/email_change.ts";
import { PENDING_EMAIL, TOASTS } from "../strings.ts";

/** The notice, or nothing without a pending change. */
export function PendingEmailNotice() {
  const pending = usePendingEmailChange().data?.pendingEmail;
  const cancel = useCancelEmailChange();
  if (!pending) return null;

  async function onCancel() {
    try {
      await cancel.mutateAsync();
      toast({ title: TOASTS.success, description: PENDING_EMAIL.cancelled });
    } catch (error) {
      toastError(TOASTS.errorTitle, error, PENDING_EMAIL.cancelFailed);
    }
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-accent p-3 text-sm"
      data-testid="pending-email-change"
    >
      <div className="grid gap-1">
        <p className="font-medium">{PENDING_EMAIL.sent(pending)}</p>
        <p className="text-muted-foreground">{PENDING_EMAIL.hint}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onCancel} disabled={cancel.isPending}>
        {PENDING_EMAIL.cancel}
      </Button>
    </div>
  );
}
