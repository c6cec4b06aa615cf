/**
 * The trash-can icon button of a row that asks first (ConfirmDialog) and then deletes: tasks,
 * controls, evidence files. The texts come from the feature's strings module.
 */
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "./confirm_dialog.tsx";
import { Button } from "./ui/button.tsx";

/** Props of {@link ConfirmDeleteButton}. */
export interface ConfirmDeleteButtonProps {
  /** The button's accessible name and tooltip ('Delete "{title}"'). */
  label: string;
  /** True while the deletion runs: the button is disabled. */
  pending: boolean;
  title: string;
  text: string;
  cancel: string;
  action: string;
  /** Deletes (a mutation's mutateAsync). */
  remove: () => Promise<unknown>;
  /** Says it is done (a toast). */
  onRemoved: () => void;
  /** Says why it failed (a toast). */
  onFailed: (error: unknown) => void;
}

/** A red icon button opening a destructive confirmation. */
export function ConfirmDeleteButton(props: ConfirmDeleteButtonProps) {
  const { label, pending, remove, onRemoved, onFailed, ...texts } = props;
  // The outcome comes from the promise, not from mutate's callbacks: the row, and this button with
  // it, is gone once its list has loaded again, and an unmounted component's callbacks never run.
  const confirm = () => void remove().then(onRemoved, onFailed);
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          title={label}
          disabled={pending}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      {...texts}
      destructive
      onConfirm={confirm}
    />
  );
}
