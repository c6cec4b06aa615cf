/**
 * What one alert message says, whatever carries it (email, Standard Webhooks, Slack, Teams): the
 * subject and heading, and each update as the reader sees it, with its LegalWatch link.
 */
import { type AlertFrequency, updatePageUrl } from "../../domain/alerts.ts";
import type { MessageUpdate } from "../../db/queries/alert_deliveries.ts";
import type { DiffPart } from "../../domain/revisions.ts";
import { reportSourceName } from "../../domain/report_source.ts";

/**
 * Another report of an update's change (issue 27): the source's name (domain/report_source.ts),
 * its headline, its link and its ISO publication instant. ADR 0144.
 */
export interface ReportLink {
  source: string;
  title: string;
  sourceUrl: string;
  publishDate: string;
}

/** The label before the other reports in every message. */
export const ALSO_REPORTED_BY = "Also reported by:";

/** Other reports listed one by one in a message; the rest are counted. */
export const REPORTS_SHOWN = 10;

/** An update as messages show it; dates as ISO strings. */
export interface UpdateView {
  id: number;
  title: string;
  summary: string;
  category: string;
  /** The jurisdiction's name, or "" for an update without one. */
  jurisdiction: string;
  /** ISO instant of publication. */
  publishDate: string;
  /** "Jun 15, 2026" (UTC), as the web shows dates. */
  publishDay: string;
  sourceUrl: string;
  /** The update in LegalWatch. */
  url: string;
  /** The change's other reports (issue 27); empty for a change of one. */
  alsoReportedBy: ReportLink[];
  /** In a message about revisions (revision_content.ts): the revision and its redline. */
  revision?: { id: number; seenAt: string; diff: DiffPart[] };
}

/** One message of one alert. */
export interface AlertContent {
  alertId: number;
  alertName: string;
  frequency: AlertFrequency;
  /** A "Send test" message rather than real matches. */
  test: boolean;
  /** A message about revisions of updates delivered before (webhook type legal_update.revised). */
  revised?: boolean;
  subject: string;
  heading: string;
  updates: UpdateView[];
  /** Where the user manages alerts. */
  manageUrl: string;
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The message view of a stored update. */
export function updateView(update: MessageUpdate, publicUrl: string): UpdateView {
  return {
    id: update.id,
    title: update.title,
    summary: update.summary?.trim() || "No summary yet.",
    category: update.category,
    jurisdiction: update.jurisdiction ?? "",
    publishDate: update.publishDate.toISOString(),
    publishDay: DAY_FORMAT.format(update.publishDate),
    sourceUrl: update.sourceUrl,
    url: updatePageUrl(publicUrl, update.id),
    alsoReportedBy: (update.alsoReportedBy ?? []).map((report) => ({
      source: reportSourceName(report),
      title: report.title,
      sourceUrl: report.sourceUrl,
      publishDate: report.publishDate.toISOString(),
    })),
  };
}

/**
 * "Also reported by: A, B …and 3 more": each report through `item` (a channel's link or text),
 * at most {@link REPORTS_SHOWN}; null for a change of one.
 */
export function alsoReportedLine(
  update: UpdateView,
  item: (report: ReportLink) => string,
): string | null {
  const reports = update.alsoReportedBy;
  if (reports.length === 0) return null;
  const shown = reports.slice(0, REPORTS_SHOWN).map(item).join(", ");
  const rest = reports.length - REPORTS_SHOWN;
  return `${ALSO_REPORTED_BY} ${shown}${rest > 0 ? ` …and ${rest} more` : ""}`;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function subjectOf(alert: { name: string; frequency: AlertFrequency }, views: UpdateView[]) {
  const name = `“${alert.name}”`;
  if (alert.frequency === "daily" || alert.frequency === "weekly") {
    return `LegalWatch ${alert.frequency} digest: ${plural(views.length, "update")} for ${name}`;
  }
  if (views.length === 1) return `LegalWatch: ${views[0]!.title}`;
  return `LegalWatch: ${plural(views.length, "new update")} for ${name}`;
}

/** The content of a message of `alert` about `updates` (in the order given). */
export function alertContent(
  alert: { id: number; name: string; frequency: AlertFrequency },
  updates: readonly MessageUpdate[],
  options: { publicUrl: string; test?: boolean },
): AlertContent {
  const views = updates.map((u) => updateView(u, options.publicUrl));
  const test = options.test ?? false;
  const heading = test
    ? views.length
      ? `Test message: the newest ${plural(views.length, "update")} matching this alert`
      : "Test message: no approved update matches this alert yet"
    : alert.frequency === "instant"
    ? `${plural(views.length, "new legal update")} matching your alert`
    : `Your ${alert.frequency} digest: ${plural(views.length, "legal update")}`;
  return {
    alertId: alert.id,
    alertName: alert.name,
    frequency: alert.frequency,
    test,
    subject: test ? `LegalWatch test message for “${alert.name}”` : subjectOf(alert, views),
    heading,
    updates: views,
    manageUrl: `${options.publicUrl}/alerts`,
  };
}
