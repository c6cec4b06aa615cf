/** 'Password Reset Successful': the temporary password, the user's email and what happens next. */
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { BUTTONS, RESET_DONE } from "../strings.ts";
import { TemporaryPassword } from "./temporary_password.tsx";

/** What the dialog shows; null keeps it closed. */
export interface ResetResult {
  email: string;
  temporaryPassword: string;
}

/** Open while `result` is set; Close calls `onClose`. */
export function PasswordResetDialog(
  { result, onClose }: { result: ResetResult | null; onClose: () => void },
) {
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="dialog-password-reset">
        <DialogHeader>
          <DialogTitle>{RESET_DONE.title}</DialogTitle>
          <DialogDescription>{result && RESET_DONE.text(result.email)}</DialogDescription>
        </DialogHeader>
        {result && (
          <TemporaryPassword password={result.temporaryPassword} label={RESET_DONE.passwordLabel} />
        )}
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {RESET_DONE.notes.map((note) => <li key={note}>{note}</li>)}
        </ul>
        <DialogFooter>
          <Button onClick={onClose}>{BUTTONS.close}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
