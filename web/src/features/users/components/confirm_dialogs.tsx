/** The confirmations of the row actions (spec part 2 §8): reset password, delete user. */
import { ConfirmDialog } from "@/components/confirm_dialog.tsx";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { displayName } from "../format.ts";
import { BUTTONS, CONFIRM } from "../strings.ts";

/** Props of the confirmations: open while `user` is set. */
export interface ConfirmProps {
  user: PublicUser | null;
  onCancel: () => void;
  onConfirm: (user: PublicUser) => void;
}

/** The parts both confirmations share. */
function shared({ user, onCancel, onConfirm }: ConfirmProps) {
  return {
    open: user !== null,
    onOpenChange: (open: boolean) => !open && onCancel(),
    cancel: BUTTONS.cancel,
    onConfirm: () => user && onConfirm(user),
  };
}

/** 'Reset Password': a temporary password, and the security questions cleared. */
export function ConfirmResetDialog(props: ConfirmProps) {
  return (
    <ConfirmDialog
      {...shared(props)}
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
    <ConfirmDialog
      {...shared(props)}
      title={CONFIRM.deleteTitle}
      text={props.user ? CONFIRM.deleteText(displayName(props.user)) : ""}
      action={BUTTONS.delete}
      destructive
      testId="dialog-confirm-delete"
    />
  );
}
