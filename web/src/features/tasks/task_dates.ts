/** Due days of tasks: which are overdue (the cards show days with lib/dates.ts). */
import { format, isValid, parseISO } from "date-fns";

/** The local calendar day of `now` as 'yyyy-MM-dd'. */
export function localDay(now: Date): string {
  return format(now, "yyyy-MM-dd");
}

/** An open or in-progress task whose due day is before today (ours: spec is silent). */
export function isOverdue(
  task: { status: string; dueDate: string | null },
  now: Date,
): boolean {
  if (task.status === "completed" || !task.dueDate) return false;
  if (!isValid(parseISO(task.dueDate))) return false;
  return task.dueDate < localDay(now);
}
