/**
 * The controls library of the compliance register (issue 29): the requests of /api/controls
 * and their answers as zod schemas.
 */
import { z } from "zod";
import { isoInstant } from "./answer_fields.ts";
import { REGISTER_LIMITS, REGISTER_STATUSES } from "../../domain/register.ts";
import { ownerId, PersonAnswer } from "./register.ts";

const L = REGISTER_LIMITS;

export const CONTROL_MESSAGES = {
  notFound: "Control not found",
  referenceRequired: "Enter the control's reference",
  referenceTooLong: `The reference is at most ${L.referenceChars} characters`,
  nameRequired: "Enter the control's name",
  nameTooLong: `The name is at most ${L.controlNameChars} characters`,
  descriptionTooLong: `The description is at most ${L.descriptionChars} characters`,
  duplicateReference: "A control with this reference is already in the library",
  deleted: "Control deleted",
} as const;

const M = CONTROL_MESSAGES;

const fields = {
  reference: z.string({ error: M.referenceRequired }).trim().min(1, M.referenceRequired)
    .max(L.referenceChars, M.referenceTooLong),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired)
    .max(L.controlNameChars, M.nameTooLong),
  description: z.string({ error: M.descriptionTooLong }).trim()
    .max(L.descriptionChars, M.descriptionTooLong),
  ownerId,
};

/** POST /api/controls {reference, name, description, ownerId?}. */
export const CreateControlBody = z.object({
  ...fields,
  description: fields.description.default(""),
  ownerId: ownerId.optional().transform((v) => v ?? null),
});

/** PATCH /api/controls/{id}: any subset. */
export const UpdateControlBody = z.object(fields).partial();

/** One control, with the entries that map to it. */
export const ControlAnswer = z.strictObject({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  description: z.string(),
  owner: PersonAnswer.nullable(),
  entries: z.array(
    z.strictObject({ id: z.number(), duty: z.string(), status: z.enum(REGISTER_STATUSES) }),
  ),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ControlAnswer = z.infer<typeof ControlAnswer>;

/** GET /api/controls: by reference. */
export const ControlListAnswer = z.strictObject({ controls: z.array(ControlAnswer) });
