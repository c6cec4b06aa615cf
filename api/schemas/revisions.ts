/**
 * GET /api/legal-updates/{id}/revisions answer (issue 16): the texts an update has had, oldest
 * first, and the word-level redline from the one before the latest to the latest. Shared by the
 * route and the web's redline.
 */
import type { DiffPart } from "../../domain/revisions.ts";

/** One revision as listed: its id, title and when it was seen (ISO, UTC). */
export interface RevisionSummary {
  id: number;
  title: string;
  seenAt: string;
}

/** The answer: every revision, and the redline of the last two (empty with fewer than two). */
export interface RevisionsResponse {
  revisions: RevisionSummary[];
  diff: DiffPart[];
}

export type { DiffOp, DiffPart } from "../../domain/revisions.ts";
