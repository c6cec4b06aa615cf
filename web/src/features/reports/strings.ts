/**
 * User-visible texts of the report dialog, verbatim from spec part 1 (§2 'Report dialog', §5, §8).
 */
import { REPORT_MESSAGES } from "@api/schemas/reports.ts";

export const REPORT_DIALOG = {
  title: "Generate AI Impact Report",
  /** "Generate an AI impact report for 3 selected legal updates." */
  selected: (count: number) =>
    `Generate an AI impact report for ${count} selected legal ${
      count === 1 ? "update" : "updates"
    }.`,
  /**
   * ours (issue 25, ADR 0115): beside the spec's sentence when a period
   * leaves some of the selection out, "3 of 4 selected fall in this period".
   */
  inPeriod: (inPeriod: number, count: number) =>
    `${inPeriod} of ${count} selected fall in this period`,
  /** "7 of 10 reports remaining this month" */
  remaining: (remaining: number, max: number) =>
    `${remaining} of ${max} reports remaining this month`,
  companyTitle: "Company information required",
  companyText:
    "Add your company website and employee count to your profile for a report tailored to your company. You can still generate the report without them.",
  companyLink: "Complete your profile",
  fromDate: "From Date",
  toDate: "To Date",
  clearFrom: "Clear From Date",
  clearTo: "Clear To Date",
  datesHint: "Both dates are optional: leave them empty to include every selected update.",
  infoTitle: "Your report includes",
  cancel: "Cancel",
  generate: "Generate Report",
  generating: "Generating Report...",
} as const;

/** The info box: what the report contains (spec part 1 §2). */
export const REPORT_CONTENTS = [
  "An impact analysis of each selected legal update for your company",
  "A High, Medium or Low risk level for each update",
  "The required actions and deadlines",
  "The affected business functions and a priority score",
  "Delivered as an Excel workbook (.xlsx)",
] as const;

export const PRESETS = {
  last30Days: "Last 30 Days",
  last3Months: "Last 3 Months",
  last6Months: "Last 6 Months",
  allTime: "All Time",
} as const;

export const REPORT_VALIDATION = {
  endBeforeStart: REPORT_MESSAGES.endBeforeStart,
  inFuture: "Dates in the future cannot be chosen.",
  tooEarly: "Dates before January 1, 1900 cannot be chosen.",
} as const;

export const REPORT_TOASTS = {
  success: {
    title: "Report Generated Successfully",
    description: (file: string) => `Your AI impact report has been downloaded as "${file}".`,
  },
  failure: {
    title: "Report Generation Failed",
    fallback: "An unexpected error occurred. Please try again.",
  },
  noSelection: {
    title: "No items selected",
    description: REPORT_MESSAGES.noUpdates,
  },
} as const;
