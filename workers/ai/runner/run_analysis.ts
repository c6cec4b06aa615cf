/**
 * The analysis job as the sync loop and the cron start it. Across processes the runs share the
 * work through the claims of analysePending (every worker analyses at once, none a row twice);
 * within this process there is one run at a time, and a request that arrives while a run is
 * going makes that run take one more pass instead of being lost.
 */
import type { Db } from "../../../db/client.ts";
import type { Analyser } from "../analyser.ts";
import {
  analysePending,
  type AnalysePendingOptions,
  type AnalysisSummary,
} from "./analyse_pending.ts";

interface Running {
  promise: Promise<AnalysisSummary>;
  again: boolean;
  includeFailed: boolean;
}

const running = new WeakMap<Db, Running>();

/**
 * Runs the analysis job. A call made while this process runs it joins that run, which then
 * makes one more pass.
 */
export function runAnalysis(
  db: Db,
  analyser: Analyser,
  options: AnalysePendingOptions = {},
): Promise<AnalysisSummary> {
  const current = running.get(db);
  if (current) {
    current.again = true;
    current.includeFailed ||= options.includeFailed ?? true;
    return current.promise;
  }
  const state: Running = {
    promise: Promise.resolve({ analysed: 0, failed: 0 }),
    again: false,
    includeFailed: false,
  };
  state.promise = (async () => {
    const total: AnalysisSummary = { analysed: 0, failed: 0 };
    let pass: AnalysePendingOptions = options;
    for (;;) {
      const result = await analysePending(db, analyser, pass);
      total.analysed += result.analysed;
      total.failed += result.failed;
      if (!state.again || options.signal?.aborted) break;
      pass = { ...options, includeFailed: state.includeFailed };
      state.again = false;
      state.includeFailed = false;
    }
    return total;
  })().finally(() => running.delete(db));
  running.set(db, state);
  return state.promise;
}
