/**
 * GET /api/legal-updates/{id}/revisions answer (issue 16): the texts an update has had, oldest
 * first, and the word-level redline from the one before the latest to the latest. Shared by the
 * route, its tests (which parse answers with it) and the web's redline.
 */
import { z } from "zod";
import { DIFF_OPS } from "../../domain/revisions.ts";

/** One run of a redline: kept, inserted or deleted text. */
export const DiffPartSchema = z.strictObject({ op: z.enum(DIFF_OPS), text: z.string() });
export type DiffPart = z.infer<typeof DiffPartSchema>;

/** One revision as listed: its id, title and when it was seen (ISO, UTC). */
export const RevisionSummarySchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  seenAt: z.iso.datetime(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/** The answer: every revision, and the redline of the last two (empty with fewer than two). */
export const RevisionsResponse = z.strictObject({
  revisions: z.array(RevisionSummarySchema),
  diff: z.array(DiffPartSchema),
});
export type RevisionsResponse = z.infer<typeof RevisionsResponse>;

/**
 * GET /api/admin/legal-updates/{id}/pending-revision answer (issue 23): the revision of an
 * approved update that waits for review (null when none does), and the redline from the update's
 * approved text to it (empty when none waits).
 */
export const PendingRevisionResponse = z.strictObject({
  revision: RevisionSummarySchema.nullable(),
  diff: z.array(DiffPartSchema),
});
export type PendingRevisionResponse = z.infer<typeof PendingRevisionResponse>;

/** The decision of POST /api/admin/legal-updates/{id}/revision/{decision}. */
export const RevisionDecisionParam = z.object({
  decision: z.enum(["approve", "reject"], { error: "The decision must be approve or reject" }),
});

/** The messages of the revision review calls. */
export const REVISION_REVIEW_MESSAGES = {
  nothingPending: "This update has no revision waiting for review",
} as const;
