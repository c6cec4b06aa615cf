/** The delete button of a task card with its confirmation (spec part 2 §2); owners only. */
import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm_dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { toastError } from "@/lib/toast_error.ts";
import { toast } from "@/lib/use_toast.ts";
import { useDeleteTask } from "../api/delete_task.ts";
import type { Task } from "@api/schemas/tasks.ts";
import { CARD, DELETE, TOASTS } from "../strings.ts";

/** Asks 'Are you sure you want to delete "{title}"?', then deletes and says so. */
export function DeleteTaskButton({ task }: { task: Task }) {
  const remove = useDeleteTask();
  const confirm = () =>
    remove.mutate(task.id, {
      onSuccess: () => toast(TOASTS.deleted),
      onError: (error) => toastError(TOASTS.errorTitle, error, TOASTS.deleteFailed),
    });
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={CARD.delete(task.title)}
          title={CARD.delete(task.title)}
          disabled={remove.isPending}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={DELETE.confirm(task.title)}
      text={DELETE.hint}
      cancel={DELETE.cancel}
      action={DELETE.action}
      destructive
      onConfirm={confirm}
    />
  );
}
