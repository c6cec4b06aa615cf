/** Dates on task cards: 'MMM d, yyyy' in the browser's time zone, 'Unknown' when unreadable. */
import { format, isValid, parseISO } from "date-fns";
import { CARD } from "./strings.ts";

/** 'MMM d, yyyy' of an ISO timestamp or a 'yyyy-MM-dd' day (read as a local day). */
export function formatTaskDate(value: string | null | undefined): string {
  if (!value) return CARD.unknownDate;
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy") : CARD.unknownDate;
}

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
