/**
 * Runs the impact analysis of every update of a report through the shared Analyser, a few at a
 * time. The Gemini analyser caps its own calls at four in flight; the bound here keeps a
 * 500-update report from queueing 500 promises and their prompts at once.
 */
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import type { ReportCompany, ReportUpdate } from "../../db/queries/reports.ts";
import type { Obligation } from "../../domain/obligations.ts";
import type { ReportObligation } from "./types.ts";
import type { Analyser, ImpactInput } from "../../workers/ai/analyser.ts";
import type { ReportEntry } from "./types.ts";

/** Analyses in flight at once. */
export const ANALYSIS_CONCURRENCY = 8;

/** What the analyser reads of a stored update, with its stored obligations. */
export function impactInput(update: ReportUpdate, obligations: readonly Obligation[]): ImpactInput {
  return {
    obligations,
    id: update.id,
    title: update.title,
    content: update.content,
    aiSummary: update.aiSummary,
    category: update.aiCategory ?? FALLBACK_CATEGORY,
    jurisdiction: update.jurisdiction,
    publishDate: update.publishDate,
  };
}

/**
 * The impact of each update on the company, in the order of `updates`, with each update's
 * stored obligations (`obligations`, by update id) beside it. Rejects with the first failure
 * (the caller refunds the report).
 */
export async function analyseUpdates(
  analyser: Analyser,
  updates: readonly ReportUpdate[],
  options: {
    company: ReportCompany;
    now: Date;
    concurrency?: number;
    obligations?: ReadonlyMap<number, readonly ReportObligation[]>;
  },
): Promise<ReportEntry[]> {
  const results = new Array<ReportEntry>(updates.length);
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < updates.length) {
      const index = next++;
      const update = updates[index]!;
      try {
        // One list for both: the impact counts what the Obligations sheet shows.
        const obligations = options.obligations?.get(update.id) ?? [];
        const analysis = await analyser.assessImpact(
          impactInput(update, obligations),
          options.company,
          { now: options.now },
        );
        results[index] = { update, analysis, obligations };
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  const workers = Math.max(
    1,
    Math.min(options.concurrency ?? ANALYSIS_CONCURRENCY, updates.length),
  );
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
