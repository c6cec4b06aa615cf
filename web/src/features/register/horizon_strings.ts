/**
 * The texts of "Add to register" (the detail page, favorites, the horizon) and of the horizon
 * screen, "What's coming" (issue 29). The register's other screens keep theirs in strings.ts.
 */
import { HORIZON_DAYS, type HorizonDays, NOT_IN_REGISTER } from "@domain/register.ts";

/** The button under a duty and what it becomes. */
export const ADD_TO_REGISTER = {
  add: "Add to register",
  inRegister: "In register",
  alreadyTitle: "Already in register",
  alreadyText: "This duty was already in your register.",
  failedTitle: "Could not add to register",
  failedText: "Please try again.",
} as const;

/** The favorites row's button and its dialog. */
export const FAVORITE_DUTIES = {
  open: "Add duties to register",
  intro: "The duties of this update. Add the ones that apply to your company.",
  loadFailed: "Failed to load this update's duties. Please try again.",
} as const;

/** The horizon screen. */
export const HORIZON_TEXT = {
  registerLink: "Compliance Register",
  windowLabel: "Due within",
  window: (days: HorizonDays) => `${days} days`,
  windows: HORIZON_DAYS,
  viewLabel: "View",
  timeline: "Timeline",
  month: "Month",
  range: (from: string, to: string, count: number, more: boolean) =>
    `${count === 1 ? "1 item" : `${count} items`}${
      more ? " (and more)" : ""
    } due from ${from} to ${to}`,
  loadMore: "Show later items",
  empty: "Nothing is due in this window.",
  loadFailed: "Failed to load what's coming. Please try again.",
  notInRegister: NOT_IN_REGISTER,
  openEntry: "Open entry",
  due: "Due",
  update: "Update",
  weekOf: (day: string) => `Week of ${day}`,
  previousMonth: "Previous month",
  nextMonth: "Next month",
  calendarHint: "Arrow keys move between days, Page Up and Page Down between months.",
  dueOn: (day: string) => `Due on ${day}`,
  nothingOn: "Nothing due on this day.",
  more: (count: number) => `+${count} more`,
  dayItems: (count: number) => count === 1 ? "1 item" : `${count} items`,
  monthEmpty: "Nothing in this window is due this month.",
} as const;
