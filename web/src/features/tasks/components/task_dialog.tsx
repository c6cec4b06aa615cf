/** The Task dialog (spec part 2 §2): 'Create New Task' or 'Edit Task' around the task form. */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog.tsx";
import type { Task } from "../../../../../api/schemas/tasks.ts";
import { DIALOG } from "../strings.ts";
import { TaskForm } from "./task_form.tsx";

/** Opens on `task` to edit it, or on null to create one. */
export function TaskDialog(
  { open, task, onOpenChange }: {
    open: boolean;
    task: Task | null;
    onOpenChange: (open: boolean) => void;
  },
) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="task-dialog">
        <DialogHeader>
          <DialogTitle>{task ? DIALOG.editTitle : DIALOG.createTitle}</DialogTitle>
          <DialogDescription>{DIALOG.requiredHint}</DialogDescription>
        </DialogHeader>
        <TaskForm key={task?.id ?? "new"} task={task} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
