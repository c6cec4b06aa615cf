/**
 * The report request (spec part 1 §3, §5; ADR 0066) and the date rules the server
 * and the report dialog share. No db, Deno or hono imports: the web imports this module.
 */
import { z } from "zod";
import { MAX_SERIAL_ID } from "./ids.ts";

/** A report covers 1 to this many approved legal updates. */
export const MAX_REPORT_UPDATES = 500;

/** The earliest date a report period may name (spec part 1 §9). */
export const REPORT_MIN_DATE = "1900-01-01";

/** The monthly report quota a superadmin's 'Reset to 10' restores (spec part 2 §9). */
export const DEFAULT_REPORT_QUOTA = 10;

/**
 * A date counts as "in the future" only once it has begun nowhere on Earth: the earliest time
 * zone is UTC+14, so a user there may pick their today while it is still yesterday in UTC.
 */
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

export const REPORT_MESSAGES = {
  noUpdates: "Please select at least one legal update to generate a report.",
  tooManyUpdates: `A report can include at most ${MAX_REPORT_UPDATES} legal updates.`,
  idsNotIntegers: "Legal update ids must be whole numbers.",
  duplicateIds: "Each legal update can be included only once.",
  endBeforeStart: "End date must be after start date",
  startInvalid: "Start date must be a valid date (YYYY-MM-DD).",
  endInvalid: "End date must be a valid date (YYYY-MM-DD).",
  startTooEarly: "Start date cannot be before January 1, 1900.",
  endTooEarly: "End date cannot be before January 1, 1900.",
  startInFuture: "Start date cannot be in the future.",
  endInFuture: "End date cannot be in the future.",
  emptyPeriod: "None of the selected updates were published in the chosen period.",
  /** Followed by the ids, e.g. "… approved: 12, 57." */
  unavailableUpdates: "These legal updates do not exist or are not approved",
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The UTC day an ISO date names: "2026-03-01" itself, or the UTC day of an instant
 * ("2026-03-01T10:00:00Z"). Null when the text is not a real date.
 */
export function reportDay(value: string): Date | null {
  if (DATE_ONLY.test(value)) {
    const [year, month, day] = value.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
  }
  if (!z.iso.datetime({ offset: true, local: false }).safeParse(value).success) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return new Date(
    Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  );
}

const MIN_DAY = reportDay(REPORT_MIN_DATE)!;

/** Absent, null and "" all mean "no bound"; anything else must be an ISO date. */
const optionalDate = (invalid: string, tooEarly: string) =>
  z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z.string({ error: invalid }).max(40, invalid).refine((v) => reportDay(v) !== null, invalid)
      .refine((v) => (reportDay(v) ?? MIN_DAY) >= MIN_DAY, tooEarly).optional(),
  );

/** POST /api/auth/reports/generate body. Future dates need the clock: see reportDateIssues. */
export const ReportRequestBody = z.object({
  legalUpdateIds: z.array(
    z.number({ error: REPORT_MESSAGES.idsNotIntegers }).int(REPORT_MESSAGES.idsNotIntegers)
      .positive(REPORT_MESSAGES.idsNotIntegers).max(MAX_SERIAL_ID, REPORT_MESSAGES.idsNotIntegers),
    { error: REPORT_MESSAGES.noUpdates },
  ).min(1, REPORT_MESSAGES.noUpdates).max(MAX_REPORT_UPDATES, REPORT_MESSAGES.tooManyUpdates)
    .refine((ids) => new Set(ids).size === ids.length, REPORT_MESSAGES.duplicateIds),
  startDate: optionalDate(REPORT_MESSAGES.startInvalid, REPORT_MESSAGES.startTooEarly),
  endDate: optionalDate(REPORT_MESSAGES.endInvalid, REPORT_MESSAGES.endTooEarly),
}).superRefine((body, ctx) => {
  const start = body.startDate ? reportDay(body.startDate) : null;
  const end = body.endDate ? reportDay(body.endDate) : null;
  if (start && end && end < start) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: REPORT_MESSAGES.endBeforeStart });
  }
});

export type ReportRequest = z.infer<typeof ReportRequestBody>;

/** The problems of dates that lie in the future, as {field: message} (empty when none). */
export function reportDateIssues(
  dates: { startDate?: string; endDate?: string },
  now: Date,
): { path: string[]; message: string }[] {
  const latest = now.getTime() + EARLIEST_ZONE_AHEAD_MS;
  const issues: { path: string[]; message: string }[] = [];
  const start = dates.startDate ? reportDay(dates.startDate) : null;
  const end = dates.endDate ? reportDay(dates.endDate) : null;
  if (start && start.getTime() > latest) {
    issues.push({ path: ["startDate"], message: REPORT_MESSAGES.startInFuture });
  }
  if (end && end.getTime() > latest) {
    issues.push({ path: ["endDate"], message: REPORT_MESSAGES.endInFuture });
  }
  return issues;
}

/**
 * The publication window a request names: from the start of the start day to the end of the end
 * day (UTC); null bounds are open.
 */
export function reportPeriod(
  dates: { startDate?: string; endDate?: string },
): { from: Date | null; until: Date | null } {
  const start = dates.startDate ? reportDay(dates.startDate) : null;
  const end = dates.endDate ? reportDay(dates.endDate) : null;
  return { from: start, until: end ? new Date(end.getTime() + DAY_MS - 1) : null };
}

/** Whether an update published at `published` falls in `period` (both bounds inclusive). */
export function inReportPeriod(
  published: Date,
  period: { from: Date | null; until: Date | null },
): boolean {
  return (!period.from || published >= period.from) && (!period.until || published <= period.until);
}

/** The file name the server gives a report made at `now` (spec DECISIONS.md "Reports"). */
export function reportFileName(now: Date): string {
  return `legalwatch_report_${now.toISOString().slice(0, 10)}.xlsx`;
}
