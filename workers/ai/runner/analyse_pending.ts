/**
 * The analysis job: summarises, classifies and extracts the obligations of legal updates waiting
 * for it (analysisState pending, and failed ones with attempts left), in bounded batches, one pass
 * in id order. Each batch is claimed in the database (db/queries/ingest.ts), so that every worker
 * process can run this job at once without analysing a row twice. A failed analysis counts an
 * attempt and is retried by a later run, up to MAX_ATTEMPTS.
 */
import type { Db } from "../../../db/client.ts";
import {
  type AnalysisResult,
  pendingAnalysisBatch,
  recordAnalysisFailures,
  storeAnalyses,
} from "../../../db/queries/ingest.ts";
import type { Analyser } from "../analyser.ts";
import { analysisRecord } from "../analysis_record.ts";

/** Attempts after which a failing analysis is no longer retried. */
export const MAX_ATTEMPTS = 5;
/** How long a worker's claim on a batch lasts: a crashed worker's batch is free again after. */
export const ANALYSIS_CLAIM_MS = 5 * 60_000;
/** Updates one run analyses at most, unless told otherwise. */
export const DEFAULT_MAX_ITEMS = 5_000;

/** Options of {@link analysePending}. */
export interface AnalysePendingOptions {
  /** Updates read and analysed per round. Default 100. */
  batchSize?: number;
  /** At most this many updates in one run. Default 5,000. */
  maxItems?: number;
  /** Also retry failed analyses (the cron); right after a sync only new ones. Default true. */
  includeFailed?: boolean;
  /** Stops after the current batch. */
  signal?: AbortSignal;
}

/** What a run did. */
export interface AnalysisSummary {
  analysed: number;
  failed: number;
}

/** Analyses waiting updates in one pass (each row at most once per run). */
export async function analysePending(
  db: Db,
  analyser: Analyser,
  options: AnalysePendingOptions = {},
): Promise<AnalysisSummary> {
  const batchSize = Math.max(1, options.batchSize ?? 100);
  const maxItems = options.maxItems ?? DEFAULT_MAX_ITEMS;
  const summary: AnalysisSummary = { analysed: 0, failed: 0 };
  let afterId = 0;
  while (summary.analysed + summary.failed < maxItems && !options.signal?.aborted) {
    const batch = await pendingAnalysisBatch(db, {
      afterId,
      limit: Math.min(batchSize, maxItems - summary.analysed - summary.failed),
      includeFailed: options.includeFailed ?? true,
      maxAttempts: MAX_ATTEMPTS,
      claimMs: ANALYSIS_CLAIM_MS,
    });
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]?.id ?? afterId;
    // The analyser limits its own concurrency (Gemini: 4 calls in flight).
    const settled = await Promise.allSettled(
      batch.map((u) =>
        analyser.analyseUpdate({ title: u.title, content: u.content, publishDate: u.publishDate })
      ),
    );
    const done: AnalysisResult[] = [];
    const failed: number[] = [];
    settled.forEach((result, i) => {
      const id = batch[i]?.id;
      if (id === undefined) return;
      if (result.status === "fulfilled" && result.value.summary.trim()) {
        const { aiCategoryOriginal, ...record } = analysisRecord(result.value, new Date());
        done.push({
          id,
          summary: result.value.summary,
          category: aiCategoryOriginal,
          obligations: result.value.obligations,
          ...record,
        });
      } else {
        if (result.status === "rejected") {
          console.error(`analysis: update ${id} failed:`, result.reason);
        }
        failed.push(id);
      }
    });
    await storeAnalyses(db, done);
    await recordAnalysisFailures(db, failed);
    summary.analysed += done.length;
    summary.failed += failed.length;
  }
  return summary;
}
