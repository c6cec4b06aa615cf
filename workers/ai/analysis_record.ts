/**
 * The analyser's record of an analysis (ADR 0058): which kind of analyser made
 * it and with which model, read from the analysis itself, so that a Gemini call that fell back to
 * the rules is credited to the rules.
 */
import { canonicalCategory } from "../../domain/categories.ts";
import type { AnalysisRecord } from "../../db/queries/ingest.ts";
import { OFFLINE_ANALYSER_NAME } from "./offline.ts";
import type { UpdateAnalysis } from "./types.ts";

/** The record to store with an analysis made at `at`. */
export function analysisRecord(analysis: UpdateAnalysis, at: Date): AnalysisRecord {
  const offline = analysis.analysedBy === OFFLINE_ANALYSER_NAME;
  return {
    aiCategoryOriginal: canonicalCategory(analysis.category),
    analysedBy: offline ? "offline" : "gemini",
    analysisModel: offline ? null : analysis.analysedBy,
    analysedAt: at,
  };
}
