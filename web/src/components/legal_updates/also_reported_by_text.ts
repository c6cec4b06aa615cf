/**
 * Texts of "Also reported by" (issue 27): the other reports of one change under the listing's and
 * favorites' title cell, on the detail page and in the portal (ADR 0145).
 * The naming rule is domain/report_source.ts's, shared with the report and the alerts.
 */
import { formatDate } from "@/lib/dates.ts";

export { reportSourceName } from "@domain/report_source.ts";
/** One other report of a change, as the answers carry it (`alsoReportedBy`). */
export type { OtherReport } from "@api/schemas/changes.ts";

export const ALSO_REPORTED_BY = {
  heading: "Also reported by",
  /** The detail page's line under the heading. */
  intro: "The same change, as other sources reported it.",
  /** The link's title: what the source called it and when. */
  reportOf: (title: string, iso: string) => `${title} (${formatDate(iso)})`,
} as const;
