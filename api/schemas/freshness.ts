/**
 * Visible freshness (issue 26, ADR 0119): the fields the Verification Portal
 * reads to show how long after its publication date an update was seen, and the Quality tab's
 * per-source medians. No db, Deno or hono imports: the web imports this module.
 */
import { z } from "zod";
import { NO_DELAY_REASONS } from "../../domain/freshness.ts";

/** One update's freshness, part of each update of GET /api/admin/legal-updates. */
export const UpdateFreshness = z.strictObject({
  /** When the update was first stored (its created_at), ISO. */
  seenAt: z.iso.datetime(),
  /** Seconds from the publication date to seenAt; null when there is none (see `noDelay`). */
  seenAfterSeconds: z.number().int().nonnegative().nullable(),
  /** Why seenAfterSeconds is null: a publication date in the future, or a source without dates. */
  noDelay: z.enum(NO_DELAY_REASONS).nullable(),
});

/** An update's freshness. */
export type UpdateFreshness = z.infer<typeof UpdateFreshness>;

/**
 * One feed source's delays over the Quality tab's period: the updates counted (seen in the
 * period, with a usable publication date), how many of them are approved, and the median
 * seconds from publication to seen and to approval (null while none is approved).
 */
export const SourceFreshness = z.strictObject({
  rssSourceId: z.number().int(),
  name: z.string(),
  counted: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  medianSeenSeconds: z.number().nonnegative(),
  medianApprovalSeconds: z.number().nonnegative().nullable(),
});

/** A source's delays. */
export type SourceFreshness = z.infer<typeof SourceFreshness>;

/** The `freshness` list of GET /api/admin/analysis-quality: slowest to be seen first. */
export const SourceFreshnessList = z.array(SourceFreshness);
