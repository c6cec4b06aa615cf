/**
 * The date arithmetic of "What's coming" (issue 29), pure so that it is tested alone: the
 * timeline's groups (by week up to 30 days, by month beyond: ADR 0165), the weeks
 * of a month for the calendar grid (Monday first), and where the grid's arrow keys go.
 * Days are local calendar days; the answer's 'yyyy-MM-dd' days are read as such.
 */
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";

const WEEK = { weekStartsOn: 1 } as const;

/** An item of the horizon: all the grouping reads is its day. */
export interface Dated {
  date: string;
}

/** A group of the timeline: a week or a month, with its items in their order. */
export interface TimelineGroup<T extends Dated> {
  key: string;
  /** The week's Monday ('Nov 23, 2026') or the month ('December 2026'). */
  label: string;
  kind: "week" | "month";
  items: T[];
}

/** The 'yyyy-MM-dd' of a local day. */
export const dayKey = (day: Date) => format(day, "yyyy-MM-dd");

/** Groups dated `items` (already by date) by week for windows up to 30 days, else by month. */
export function timelineGroups<T extends Dated>(
  items: readonly T[],
  windowDays: number,
): TimelineGroup<T>[] {
  const kind = windowDays <= 30 ? "week" : "month";
  const groups: TimelineGroup<T>[] = [];
  for (const item of items) {
    const day = parseISO(item.date);
    const start = kind === "week" ? startOfWeek(day, WEEK) : startOfMonth(day);
    const key = dayKey(start);
    let group = groups.at(-1);
    if (group?.key !== key) {
      const label = kind === "week" ? format(start, "MMM d, yyyy") : format(start, "MMMM yyyy");
      group = { key, label, kind, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

/** The items of each day, by 'yyyy-MM-dd'. */
export function itemsByDay<T extends Dated>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const list = days.get(item.date) ?? [];
    list.push(item);
    days.set(item.date, list);
  }
  return days;
}

/** The weeks (Monday to Sunday) that cover the month of `day`, as rows of 7 days. */
export function monthWeeks(day: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(day), WEEK),
    end: endOfWeek(endOfMonth(day), WEEK),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/**
 * Where a key moves the calendar's focus from `day` (the grid pattern of WAI-ARIA): arrows by a
 * day or a week, Home and End to the week's ends, Page Up and Page Down by a month; null for
 * any other key.
 */
export function dayAfterKey(day: Date, key: string): Date | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return startOfWeek(day, WEEK);
    case "End":
      return endOfWeek(day, WEEK);
    case "PageUp":
      return addMonths(day, -1);
    case "PageDown":
      return addMonths(day, 1);
    default:
      return null;
  }
}
