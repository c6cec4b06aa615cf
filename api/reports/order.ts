/** The orders the report's sheets list things in. */
import type { Deadline } from "../../workers/ai/analyser.ts";
import type { ReportEntry } from "./types.ts";

const RISK_RANK = { High: 0, Medium: 1, Low: 2 } as const;

/** Highest priority first; then higher risk, newer publication, lower id. */
export function byPriority(entries: readonly ReportEntry[]): ReportEntry[] {
  return [...entries].sort((a, b) =>
    b.analysis.priority - a.analysis.priority ||
    RISK_RANK[a.analysis.risk] - RISK_RANK[b.analysis.risk] ||
    b.update.publishDate.getTime() - a.update.publishDate.getTime() ||
    a.update.id - b.update.id
  );
}

/** One dated deadline of one update. */
export interface DatedDeadline {
  date: Date;
  text: string;
  entry: ReportEntry;
  /** False when the date lies before the report's day. */
  upcoming: boolean;
}

/**
 * An entry's deadlines: its obligations' dated ones first (stored, reviewable, and tied to the
 * text's words), then the impact analysis's, less those on a day an obligation already names.
 */
export function entryDeadlines(entry: ReportEntry): Deadline[] {
  const fromObligations = entry.obligations.flatMap((o) =>
    o.deadline === null
      ? []
      : [{ date: new Date(`${o.deadline}T00:00:00Z`), text: `${o.actor}: ${o.action}` }]
  );
  const days = new Set(fromObligations.map((d) => d.date.getTime()));
  const fromAnalysis = entry.analysis.deadlines.filter((d: Deadline) =>
    d.date === null || !days.has(utcDay(d.date))
  );
  return [...fromObligations, ...fromAnalysis];
}

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * Every dated deadline: the upcoming ones soonest first, then those already passed, most recent
 * first (a compliance officer reads what is due next before what is history).
 */
export function datedDeadlines(entries: readonly ReportEntry[], now: Date): DatedDeadline[] {
  const today = utcDay(now);
  const all = entries.flatMap((entry) =>
    entryDeadlines(entry).flatMap(({ date, text }) =>
      date === null ? [] : [{ date, text, entry, upcoming: date.getTime() >= today }]
    )
  );
  const upcoming = all.filter((d) => d.upcoming).sort((a, b) => compare(a, b, 1));
  const passed = all.filter((d) => !d.upcoming).sort((a, b) => compare(a, b, -1));
  return [...upcoming, ...passed];
}

function compare(a: DatedDeadline, b: DatedDeadline, direction: 1 | -1): number {
  return direction * (a.date.getTime() - b.date.getTime()) ||
    b.entry.analysis.priority - a.entry.analysis.priority ||
    a.entry.update.id - b.entry.update.id;
}
