/**
 * GET /api/admin/analysis-quality (issue 16, ADR 0061): the period it covers
 * and its answer. No db, Deno or hono imports: the portal's Quality tab imports this module.
 */
import { z } from "zod";
import { isoDay as isoDayField } from "./answer_fields.ts";
import { SourceFreshness } from "./freshness.ts";

/** The period shown when none is asked for: the last 90 days, today included. */
export const DEFAULT_QUALITY_DAYS = 90;
/** The longest period one request may cover (five years), so one query stays bounded. */
export const MAX_QUALITY_DAYS = 1827;

const DAY_MS = 86_400_000;

export const QUALITY_MESSAGES = {
  fromInvalid: "From must be a valid date (YYYY-MM-DD).",
  toInvalid: "To must be a valid date (YYYY-MM-DD).",
  toBeforeFrom: "To must be on or after From.",
  tooLong: `The period can cover at most ${MAX_QUALITY_DAYS} days.`,
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC midnight a "YYYY-MM-DD" date names, or null when it is not a real date. */
export function qualityDay(value: string): Date | null {
  if (!DATE_ONLY.test(value)) return null;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** "YYYY-MM-DD" of an instant's UTC day. */
export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

const day = (invalid: string) =>
  z.string({ error: invalid }).max(10, invalid).refine((v) => qualityDay(v) !== null, invalid);

/** The query as sent: both bounds optional (see {@link qualityPeriod} for the defaults). */
export const AnalysisQualityQuery = z.object({
  from: day(QUALITY_MESSAGES.fromInvalid).optional(),
  to: day(QUALITY_MESSAGES.toInvalid).optional(),
});

/** A period of whole UTC days, both ends included. */
export const QualityPeriod = z.strictObject({ from: isoDayField, to: isoDayField });
export type QualityPeriod = z.infer<typeof QualityPeriod>;

/**
 * The period a query names: `to` defaults to today (UTC), `from` to the 90 days ending at `to`.
 * Answers the issues instead when `to` is before `from` or the period is too long.
 */
export function qualityPeriod(
  query: z.infer<typeof AnalysisQualityQuery>,
  now: Date,
): { period: QualityPeriod } | { issues: { path: string[]; message: string }[] } {
  const to = query.to ?? isoDay(now);
  const toDay = qualityDay(to)!;
  const from = query.from ??
    isoDay(new Date(toDay.getTime() - (DEFAULT_QUALITY_DAYS - 1) * DAY_MS));
  const days = (toDay.getTime() - qualityDay(from)!.getTime()) / DAY_MS + 1;
  if (days < 1) return { issues: [{ path: ["to"], message: QUALITY_MESSAGES.toBeforeFrom }] };
  if (days > MAX_QUALITY_DAYS) {
    return { issues: [{ path: ["from"], message: QUALITY_MESSAGES.tooLong }] };
  }
  return { period: { from, to } };
}

/** One category the analyser gave: how often, and what approving reviewers made of it. */
export const CategoryQuality = z.strictObject({
  category: z.string(),
  /** Updates of the period the analyser put in this category. */
  analysed: z.number().int(),
  /** Of those, approved with this category unchanged. */
  keptByReviewer: z.number().int(),
  /** Of those, approved under another category. */
  changedByReviewer: z.number().int(),
  /** The categories reviewers chose instead, most frequent first. */
  confusedWith: z.array(z.strictObject({ category: z.string(), count: z.number().int() })),
});
export type CategoryQuality = z.infer<typeof CategoryQuality>;

/** One feed source: how its updates of the period were reviewed. */
export const SourceQuality = z.strictObject({
  rssSourceId: z.number().int(),
  name: z.string(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** approved / (approved + rejected); null while none is reviewed. */
  approveRate: z.number().nullable(),
});
export type SourceQuality = z.infer<typeof SourceQuality>;

/** One analyser ('offline', a Gemini model id, or 'unknown' for rows analysed before the record). */
export const AnalyserQuality = z.strictObject({
  analyser: z.string(),
  analysed: z.number().int(),
  /** Approved with the analyser's category unchanged. */
  kept: z.number().int(),
  /** Approved under another category (kept + changed is what reviewers judged). */
  changed: z.number().int(),
});
export type AnalyserQuality = z.infer<typeof AnalyserQuality>;

/** GET /api/admin/analysis-quality answer. */
export const AnalysisQuality = z.strictObject({
  period: QualityPeriod,
  categories: z.array(CategoryQuality),
  sources: z.array(SourceQuality),
  analysers: z.array(AnalyserQuality),
  /** Per feed source, the median delays from publication to seen and to approval (issue 26). */
  freshness: z.array(SourceFreshness),
});
export type AnalysisQuality = z.infer<typeof AnalysisQuality>;
