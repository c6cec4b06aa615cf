/**
 * The answer of GET /api/admin/analysis-quality: the grouped figures of
 * db/queries/analysis_quality.ts over a period of whole UTC days, shaped as the issue names them.
 */
import type { Db } from "../../db/client.ts";
import {
  analyserAgreement,
  categoryAgreement,
  categoryConfusions,
  type QualityWindow,
  sourceApproval,
} from "../../db/queries/analysis_quality.ts";
import { sourceFreshness } from "../../db/queries/source_freshness.ts";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import {
  type AnalysisQuality,
  type CategoryQuality,
  qualityDay,
  type QualityPeriod,
} from "../schemas/analysis_quality.ts";

const DAY_MS = 86_400_000;

/** The updates created on the period's days, from the first day's start to the last day's end. */
function windowOf(period: QualityPeriod): QualityWindow {
  const from = qualityDay(period.from)!;
  return { from, until: new Date(qualityDay(period.to)!.getTime() + DAY_MS) };
}

/** The analysis-quality figures of a period. */
export async function analysisQuality(db: Db, period: QualityPeriod): Promise<AnalysisQuality> {
  const w = windowOf(period);
  const [agreement, confusions, analysers, sources, freshness] = await Promise.all([
    categoryAgreement(db, w),
    categoryConfusions(db, w),
    analyserAgreement(db, w),
    sourceApproval(db, w),
    sourceFreshness(db, w),
  ]);
  const categories = new Map<string, CategoryQuality>(agreement.map((row) => [row.category, {
    category: row.category,
    analysed: row.analysed,
    keptByReviewer: row.kept,
    changedByReviewer: row.changed,
    confusedWith: [],
  }]));
  // Confusions arrive most frequent first, so each list is in that order too.
  for (const row of confusions) {
    categories.get(row.category)?.confusedWith.push({
      category: row.approvedAs ?? FALLBACK_CATEGORY,
      count: row.count,
    });
  }
  return {
    period,
    categories: [...categories.values()],
    sources,
    analysers,
    freshness,
  };
}
