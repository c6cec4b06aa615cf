/** A control's delete button with its confirmation. */
import type { ControlAnswer } from "@api/schemas/controls.ts";
import { ConfirmDeleteButton } from "@/components/confirm_delete_button.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useDeleteControl } from "../api/controls.ts";
import { CONTROLS_SCREEN, DELETE_CONTROL as D } from "../strings.ts";

/** Asks 'Delete control "{reference}"?', then deletes it and says so. */
export function DeleteControlButton({ control }: { control: ControlAnswer }) {
  const remove = useDeleteControl();
  return (
    <ConfirmDeleteButton
      label={CONTROLS_SCREEN.delete(control.reference)}
      pending={remove.isPending}
      title={D.confirm(control.reference)}
      text={D.text}
      cancel={D.cancel}
      action={D.action}
      remove={() => remove.mutateAsync(control.id)}
      onRemoved={() => toast({ title: D.deleted })}
      onFailed={(error) => toastError(D.errorTitle, error, D.failed)}
    />
  );
}
