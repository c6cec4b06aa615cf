/** The Task dialog (spec part 2 §2): 'Create New Task' or 'Edit Task' around the task form. */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import type { Task } from "@api/schemas/tasks.ts";
import { DIALOG } from "../strings.ts";
import type { LinkableUpdate } from "../task_list.ts";
import { TaskForm } from "./task_form.tsx";

/** Props of {@link TaskDialog}. */
export interface TaskDialogProps {
  open: boolean;
  task: Task | null;
  onOpenChange: (open: boolean) => void;
  /** A new task starts linked to this update (the detail page's 'Create task'). */
  linkTo?: LinkableUpdate;
}

/** Opens on `task` to edit it, or on null to create one. */
export function TaskDialog({ open, task, onOpenChange, linkTo }: TaskDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="task-dialog">
        <DialogHeader>
          <DialogTitle>{task ? DIALOG.editTitle : DIALOG.createTitle}</DialogTitle>
          <DialogDescription>{DIALOG.requiredHint}</DialogDescription>
        </DialogHeader>
        <TaskForm
          key={task?.id ?? "new"}
          task={task}
          linkTo={linkTo}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
