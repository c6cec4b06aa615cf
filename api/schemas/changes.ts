/**
 * Changes of several reports (issue 27): the "Also reported by" entries every update answer of
 * a primary carries, and the portal's split and join calls with their messages (ADR
 * XXXX-split-and-join).
 */
import { z } from "zod";
import { MAX_SERIAL_ID } from "./ids.ts";

/** One other report of a change, as "Also reported by" lists it. */
export const OtherReport = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The source's name, as the answers name sources (a manual update's own source name). */
  source: z.string(),
  sourceUrl: z.string(),
  /** ISO (UTC). */
  publishDate: z.string(),
});

/** One entry of `alsoReportedBy`. */
export type OtherReport = z.infer<typeof OtherReport>;

/** A change's other reports, official first then the earliest; [] for a change of one. */
export const AlsoReportedBy = z.array(OtherReport);

export const CHANGE_MESSAGES = {
  split: "Report split from its change.",
  alone: "This report is already a change of its own.",
  joined: "Changes joined.",
  intoItself: "A report cannot join its own change.",
  alreadyOne: "These reports are already one change.",
  intoId: "intoId must be the id of a legal update",
} as const;

/** POST /api/legal-updates/:id/join body: the report whose change to join. */
export const JoinBody = z.object({
  intoId: z.number({ error: CHANGE_MESSAGES.intoId }).int(CHANGE_MESSAGES.intoId)
    .positive(CHANGE_MESSAGES.intoId).max(MAX_SERIAL_ID, CHANGE_MESSAGES.intoId),
});
