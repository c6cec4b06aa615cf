/** The delete button of a task card with its confirmation (spec part 2 §2); owners only. */
import { ConfirmDeleteButton } from "@/components/confirm_delete_button.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useDeleteTask } from "../api/delete_task.ts";
import type { Task } from "@api/schemas/tasks.ts";
import { CARD, DELETE, TOASTS } from "../strings.ts";

/** Asks 'Are you sure you want to delete "{title}"?', then deletes and says so. */
export function DeleteTaskButton({ task }: { task: Task }) {
  const remove = useDeleteTask();
  return (
    <ConfirmDeleteButton
      label={CARD.delete(task.title)}
      pending={remove.isPending}
      title={DELETE.confirm(task.title)}
      text={DELETE.hint}
      cancel={DELETE.cancel}
      action={DELETE.action}
      remove={() => remove.mutateAsync(task.id)}
      onRemoved={() => toast(TOASTS.deleted)}
      onFailed={(error) => toastError(TOASTS.errorTitle, error, TOASTS.deleteFailed)}
    />
  );
}
