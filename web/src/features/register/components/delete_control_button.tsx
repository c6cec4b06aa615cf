/** A control's delete button with its confirmation. */
import { Trash2 } from "lucide-react";
import type { ControlAnswer } from "@api/schemas/controls.ts";
import { ConfirmDialog } from "@/components/confirm_dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useDeleteControl } from "../api/controls.ts";
import { CONTROLS_SCREEN, DELETE_CONTROL as D } from "../strings.ts";

/** Asks 'Delete control "{reference}"?', then deletes it and says so. */
export function DeleteControlButton({ control }: { control: ControlAnswer }) {
  const remove = useDeleteControl();
  // mutateAsync, not mutate's callbacks: the row (and this button) is gone once the library has
  // loaded again, and an unmounted component's mutate callbacks never run.
  const confirm = () =>
    remove.mutateAsync(control.id).then(
      () => toast({ title: D.deleted }),
      (error) => toastError(D.errorTitle, error, D.failed),
    );
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={CONTROLS_SCREEN.delete(control.reference)}
          title={CONTROLS_SCREEN.delete(control.reference)}
          disabled={remove.isPending}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={D.confirm(control.reference)}
      text={D.text}
      cancel={D.cancel}
      action={D.action}
      destructive
      onConfirm={confirm}
    />
  );
}
