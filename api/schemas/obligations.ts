/**
 * Obligations in requests and answers (issue 16): the list an admin saves with PATCH
 * /api/legal-updates/{id}, and the shape every answer gives them in. Shared by the validator and
 * the portal's edit form.
 */
import { z } from "zod";
import { isIsoDay, OBLIGATION_LIMITS, OBLIGATION_SOURCES } from "../../domain/obligations.ts";
import { isoDay } from "./answer_fields.ts";

export const OBLIGATION_MESSAGES = {
  actorRequired: "Enter who must act",
  actorTooLong: `Actor is at most ${OBLIGATION_LIMITS.actorChars} characters`,
  actionRequired: "Enter what they must do",
  actionTooLong: `Action is at most ${OBLIGATION_LIMITS.actionChars} characters`,
  deadline: "Deadline must be a date (YYYY-MM-DD)",
  citationTooShort: `Citation must be at least ${OBLIGATION_LIMITS.citationMinChars} characters`,
  citationTooLong: `Citation is at most ${OBLIGATION_LIMITS.citationMaxChars} characters`,
  confidence: "Confidence must be a number from 0 to 1",
  tooMany: `At most ${OBLIGATION_LIMITS.perUpdate} obligations per update`,
  notInText: "The citation must be copied exactly from the update's title or content",
  staleCitations:
    "Some obligations cite words that are no longer in the text: edit or remove them first",
} as const;

const M = OBLIGATION_MESSAGES;

/** One obligation as an admin saves it; confidence defaults to 1 (an admin's own reading). */
export const ObligationBody = z.object({
  actor: z.string({ error: M.actorRequired }).trim().min(1, M.actorRequired)
    .max(OBLIGATION_LIMITS.actorChars, M.actorTooLong),
  action: z.string({ error: M.actionRequired }).trim().min(1, M.actionRequired)
    .max(OBLIGATION_LIMITS.actionChars, M.actionTooLong),
  deadline: z.string({ error: M.deadline }).trim().refine(isIsoDay, M.deadline).nullable()
    .optional().transform((value) => value ?? null),
  citation: z.string({ error: M.citationTooShort }).trim()
    .min(OBLIGATION_LIMITS.citationMinChars, M.citationTooShort)
    .max(OBLIGATION_LIMITS.citationMaxChars, M.citationTooLong),
  confidence: z.number({ error: M.confidence }).min(0, M.confidence).max(1, M.confidence)
    .default(1),
});

/** The whole list, replacing the stored one. */
export const ObligationList = z.array(ObligationBody, { error: M.tooMany })
  .max(OBLIGATION_LIMITS.perUpdate, M.tooMany);

/** An obligation as every answer gives it. */
export const ObligationAnswer = z.strictObject({
  /** Stable while the duty stays in the update (ADR 0154): the register points at it. */
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  /** "YYYY-MM-DD" or null. */
  deadline: isoDay.nullable(),
  citation: z.string(),
  confidence: z.number(),
  /** "ai": as the analyser found it; "admin": added or changed by an admin. */
  source: z.enum(OBLIGATION_SOURCES),
});
export type ObligationAnswer = z.infer<typeof ObligationAnswer>;

/**
 * An obligation on an update's detail page (issue 29): with the id of its entry in the caller's
 * register, null when the register does not hold it or nobody is signed in (ADR
 * 0166).
 */
export const DetailObligationAnswer = ObligationAnswer.extend({
  registerEntryId: z.number().int().nullable(),
});
export type DetailObligationAnswer = z.infer<typeof DetailObligationAnswer>;
