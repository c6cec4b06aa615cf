/** The confirmations of the row actions (spec part 2 §8): reset password, delete user. */
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert_dialog.tsx";
import type { ManagedUser } from "../api/types.ts";
import { displayName } from "../format.ts";
import { BUTTONS, CONFIRM } from "../strings.ts";

/** Props of the confirmations: open while `user` is set. */
export interface ConfirmProps {
  user: ManagedUser | null;
  onCancel: () => void;
  onConfirm: (user: ManagedUser) => void;
}

function Confirm(
  { user, onCancel, onConfirm, title, text, action, destructive, testId }: ConfirmProps & {
    title: string;
    text: string;
    action: string;
    destructive?: boolean;
    testId: string;
  },
) {
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{BUTTONS.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            onClick={() => user && onConfirm(user)}
          >
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** 'Reset Password': a temporary password, and the security questions cleared. */
export function ConfirmResetDialog(props: ConfirmProps) {
  return (
    <Confirm
      {...props}
      title={CONFIRM.resetTitle}
      text={props.user ? CONFIRM.resetText(props.user.email) : ""}
      action={BUTTONS.resetPassword}
      testId="dialog-confirm-reset"
    />
  );
}

/** 'Delete User': 'This action cannot be undone.' */
export function ConfirmDeleteDialog(props: ConfirmProps) {
  return (
    <Confirm
      {...props}
      title={CONFIRM.deleteTitle}
      text={props.user ? CONFIRM.deleteText(displayName(props.user)) : ""}
      action={BUTTONS.delete}
      destructive
      testId="dialog-confirm-delete"
    />
  );
}
