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
 * Every dated deadline: the upcoming ones soonest first, then those already passed, most recent
 * first (a compliance officer reads what is due next before what is history).
 */
export function datedDeadlines(entries: readonly ReportEntry[], now: Date): DatedDeadline[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const all = entries.flatMap((entry) =>
    entry.analysis.deadlines.flatMap((d: Deadline) =>
      d.date === null
        ? []
        : [{ date: d.date, text: d.text, entry, upcoming: d.date.getTime() >= today }]
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
