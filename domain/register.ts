/** The vocabulary of the compliance register (issue 29): entry statuses, applicability, history. */

/** How far an entry is, in the order the work goes. */
export const REGISTER_STATUSES = ["not_assessed", "gap", "in_progress", "compliant"] as const;

/** An entry's status. */
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

/** Whether a duty applies to the company. */
export const APPLICABILITIES = ["applies", "not_applicable"] as const;

/** An entry's applicability ("not_applicable" needs a reason). */
export type Applicability = (typeof APPLICABILITIES)[number];

/** What a history row is about. */
export const HISTORY_SUBJECTS = ["entry", "control", "evidence"] as const;

/** A history row's subject. */
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];

/** The windows of the horizon ("What's coming"), in days. */
export const HORIZON_DAYS = [7, 30, 90, 365] as const;

/** A horizon window. */
export type HorizonDays = (typeof HORIZON_DAYS)[number];

/** Items of one page of the horizon: by default and at most (ADR 0167). */
export const HORIZON_PAGE = { size: 500, max: 1_000 } as const;

/**
 * The status filter of the register's list (ADR 0167): a status names the
 * applicable entries in it, "not_applicable" the others, as the counts do (ADR 0152).
 */
export const REGISTER_STATUS_FILTERS = [...REGISTER_STATUSES, "not_applicable"] as const;

/** A value of the list's status filter. */
export type RegisterStatusFilter = (typeof REGISTER_STATUS_FILTERS)[number];

/**
 * The due filter of the register's list: "overdue" as the counts say it, due from today to
 * today + N days (7, 30, 90), or no due date.
 */
export const REGISTER_DUE_FILTERS = ["overdue", "7", "30", "90", "none"] as const;

/** A value of the list's due filter. */
export type RegisterDueFilter = (typeof REGISTER_DUE_FILTERS)[number];

/** The owner filter's value for "without owner" (applicable entries with none, as counted). */
export const WITHOUT_OWNER = "none";

/** Rows of one page of the register's list: by default and at most. */
export const REGISTER_PAGE = { size: 50, max: 200 } as const;

/** Bounds of the register's texts. */
export const REGISTER_LIMITS = {
  dutyChars: 2_000,
  citationChars: 2_000,
  reasonChars: 2_000,
  notesChars: 10_000,
  referenceChars: 100,
  controlNameChars: 200,
  descriptionChars: 5_000,
  /** Controls or tasks one entry may link. */
  linksPerEntry: 200,
} as const;

/** How a register status reads in the calendar and the workbooks. */
export const REGISTER_STATUS_LABELS: Record<RegisterStatus, string> = {
  not_assessed: "Not assessed",
  gap: "Gap",
  in_progress: "In progress",
  compliant: "Compliant",
};

/** The impact report's word for a duty the caller's register does not hold. */
export const NOT_IN_REGISTER = "Not in register";

/** The impact report's word for a duty the register holds as not applicable. */
export const NOT_APPLICABLE_LABEL = "Not applicable";

/** A duty as one line: "Controllers must notify …" (the actor, then the action). */
export function dutyText(obligation: { actor: string; action: string }): string {
  return `${obligation.actor}: ${obligation.action}`;
}
