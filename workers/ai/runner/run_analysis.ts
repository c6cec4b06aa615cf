/**
 * The analysis job as the sync and the cron start it: one run at a time across instances (a
 * lease, as for the sync), and within this process a request that arrives while a run is going
 * makes that run take one more pass instead of being lost.
 */
import type { Db } from "../../../db/client.ts";
import type { Analyser } from "../analyser.ts";
import { claimLease } from "../../feeds/sync_lock.ts";
import {
  analysePending,
  type AnalysePendingOptions,
  type AnalysisSummary,
} from "./analyse_pending.ts";

/** global_settings key of the analysis lease. */
export const ANALYSIS_LEASE_KEY = "analysis_lease";

interface Running {
  promise: Promise<AnalysisSummary | null>;
  again: boolean;
  includeFailed: boolean;
}

const running = new WeakMap<Db, Running>();

/**
 * Runs the analysis job unless another instance is running it (then answers null). A call made
 * while this process runs it joins that run, which then makes one more pass.
 */
export function runAnalysis(
  db: Db,
  analyser: Analyser,
  options: Omit<AnalysePendingOptions, "signal"> = {},
): Promise<AnalysisSummary | null> {
  const current = running.get(db);
  if (current) {
    current.again = true;
    current.includeFailed ||= options.includeFailed ?? true;
    return current.promise;
  }
  const state: Running = { promise: Promise.resolve(null), again: false, includeFailed: false };
  state.promise = (async () => {
    const lease = await claimLease(db, ANALYSIS_LEASE_KEY, {
      description: "Held by the instance analysing new legal updates.",
    });
    if (!lease) return null;
    const total: AnalysisSummary = { analysed: 0, failed: 0 };
    try {
      let pass: AnalysePendingOptions = options;
      for (;;) {
        const result = await analysePending(db, analyser, { ...pass, signal: lease.signal });
        total.analysed += result.analysed;
        total.failed += result.failed;
        if (!state.again || lease.signal.aborted) break;
        pass = { ...options, includeFailed: state.includeFailed };
        state.again = false;
        state.includeFailed = false;
      }
      return total;
    } finally {
      await lease.release();
    }
  })().finally(() => running.delete(db));
  running.set(db, state);
  return state.promise;
}
