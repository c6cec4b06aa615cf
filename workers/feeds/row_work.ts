/**
 * What a sync computes of its new rows before it stores them (ADR 0189): their analysis by the
 * offline rules, when those are the analyser, and the features that group them into changes. Both
 * are pure CPU work on the rows' text, tens of microseconds a row, so a big batch is done in the
 * sync's worker (off_thread.ts) while the main thread goes on serving and storing.
 */
import type { NewUpdate } from "../../db/queries/ingest.ts";
import { analyseUpdateOffline } from "../ai/offline.ts";
import type { UpdateAnalysis } from "../ai/types.ts";
import { rowFeatures, type RowSource } from "../dedup/row_features.ts";
import type { ReportFeatures } from "../dedup/report_features.ts";
import { timeSlicer } from "../time_slice.ts";

/** What is read of a new row. */
export type RowText = Pick<NewUpdate, "title" | "content" | "sourceUrl" | "publishDate">;

/** The work asked for a batch of new rows of one source. */
export interface RowWork {
  rows: readonly RowText[];
  /** Analyse each row with the offline rules. */
  analyse: boolean;
  /** The rows' source, when they are stored grouped (their features are then computed). */
  group: RowSource | null;
}

/** A row's features and whether it is official (dedup/row_features.ts). */
export interface RowGrouping {
  features: ReportFeatures;
  official: boolean;
}

/** The work's result, a value per row in the rows' order (null: not asked). */
export interface RowWorkDone {
  /** A row's analysis, null where the rules failed on it (it stays pending for the job). */
  analyses: (UpdateAnalysis | null)[] | null;
  groupings: RowGrouping[] | null;
}

function analysisOf(row: RowText): UpdateAnalysis | null {
  try {
    return analyseUpdateOffline(row);
  } catch {
    return null;
  }
}

function nothingDone({ analyse, group }: RowWork): RowWorkDone {
  return { analyses: analyse ? [] : null, groupings: group ? [] : null };
}

/** Adds one row's work to `done`. */
function workOn(row: RowText, group: RowSource | null, done: RowWorkDone): void {
  done.analyses?.push(analysisOf(row));
  if (group) done.groupings?.push(rowFeatures(row, group));
}

/** Does the work at once (in the worker). */
export function doRowWork(work: RowWork): RowWorkDone {
  const done = nothingDone(work);
  for (const row of work.rows) workOn(row, work.group, done);
  return done;
}

/**
 * Does the work on the main thread, handing the event loop back between rows (time_slice.ts), so
 * that a big batch where there is no worker does not hold requests in one go.
 */
export async function doRowWorkPaced(work: RowWork): Promise<RowWorkDone> {
  const pace = timeSlicer();
  const done = nothingDone(work);
  for (const row of work.rows) {
    await pace();
    workOn(row, work.group, done);
  }
  return done;
}
