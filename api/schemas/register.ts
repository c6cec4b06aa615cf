/**
 * The compliance register (issue 29): the requests of /api/register and /api/horizon as the
 * server validates them, and their answers as zod schemas (the routes type their JSON from them,
 * the tests parse answers with them, and the OpenAPI document can declare them as they are).
 */
import { z } from "zod";
import { isoDay, isoInstant } from "./answer_fields.ts";
import {
  APPLICABILITIES,
  HISTORY_SUBJECTS,
  HORIZON_DAYS,
  REGISTER_LIMITS,
  REGISTER_STATUSES,
} from "../../domain/register.ts";
import { MAX_SERIAL_ID } from "./ids.ts";

const L = REGISTER_LIMITS;

/** Validation and access messages of the register calls. */
export const REGISTER_MESSAGES = {
  notFound: "Register entry not found",
  obligationOrDuty: "Give either an obligationId or a duty",
  obligationInvalid: "obligationId must be a numeric id",
  obligationUnavailable: "This obligation does not exist or its update is not approved",
  alreadyInRegister: "This obligation is already in the register",
  dutyRequired: "Enter the duty",
  dutyTooLong: `The duty is at most ${L.dutyChars} characters`,
  citationTooLong: `The citation is at most ${L.citationChars} characters`,
  dueDateInvalid: "Due date must be a valid date (yyyy-MM-dd)",
  statusInvalid: "Status must be not_assessed, gap, in_progress or compliant",
  applicabilityInvalid: "Applicability must be applies or not_applicable",
  reasonRequired: "Give the reason the duty does not apply",
  reasonTooLong: `The reason is at most ${L.reasonChars} characters`,
  notesTooLong: `Notes are at most ${L.notesChars} characters`,
  idsInvalid: "Links must be given by their numeric ids",
  tooManyLinks: `At most ${L.linksPerEntry} links per entry`,
  ownerUnavailable: "The owner must be a user of your company",
  controlsUnavailable: "These controls are not in your register",
  tasksUnavailable: "These tasks are not yours or your company's",
  daysInvalid: "days must be 7, 30, 90 or 365",
  deleted: "Register entry deleted",
  evidenceNotFound: "Evidence file not found",
  evidenceDeleted: "Evidence file removed",
} as const;

const M = REGISTER_MESSAGES;

/** A positive serial id. */
export const serialId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_SERIAL_ID, message);

/** Distinct ids, at most REGISTER_LIMITS.linksPerEntry. */
export const idList = z.array(serialId(M.idsInvalid), { error: M.idsInvalid })
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.number()).max(L.linksPerEntry, M.tooManyLinks));

/** An optional text: trimmed; empty or null is null. */
export const optionalText = (max: number, message: string) =>
  z.union([z.string(), z.null()], { error: message })
    .transform((value) => value?.trim() ?? "")
    .pipe(z.string().max(max, message))
    .transform((value) => value === "" ? null : value);

/** 'yyyy-MM-dd' naming a real day, or empty/null for none. */
const dueDate = z.union([z.string(), z.null()], { error: M.dueDateInvalid })
  .transform((value) => value?.trim() ?? "")
  .pipe(z.union([
    z.literal(""),
    z.iso.date({ error: M.dueDateInvalid }).refine((v) => !v.startsWith("0000"), M.dueDateInvalid),
  ], { error: M.dueDateInvalid }))
  .transform((value) => value === "" ? null : value);

/** A user id (an owner); null for none. */
export const ownerId = z.union([z.string().trim().min(1).max(100), z.null()], {
  error: M.ownerUnavailable,
});

const status = z.enum(REGISTER_STATUSES, { error: M.statusInvalid });
const applicability = z.enum(APPLICABILITIES, { error: M.applicabilityInvalid });

/**
 * POST /api/register: `{obligationId}` (the duty, citation and due date are the obligation's) or
 * `{duty, citation?, dueDate?}` by hand; a dueDate given with an obligation replaces its deadline.
 */
export const CreateEntryBody = z.object({
  obligationId: serialId(M.obligationInvalid).optional(),
  duty: z.string({ error: M.dutyRequired }).trim().min(1, M.dutyRequired)
    .max(L.dutyChars, M.dutyTooLong).optional(),
  citation: optionalText(L.citationChars, M.citationTooLong).optional(),
  dueDate: dueDate.optional(),
}).refine((b) => (b.obligationId === undefined) !== (b.duty === undefined), {
  error: M.obligationOrDuty,
  path: ["obligationId"],
});

/**
 * PATCH /api/register/{id}: any subset. `not_applicable` needs a `reason` in the same call;
 * `applies` clears the reason. Omitted link lists stay as they are.
 */
export const UpdateEntryBody = z.object({
  status: status.optional(),
  ownerId: ownerId.optional(),
  controlIds: idList.optional(),
  taskIds: idList.optional(),
  applicability: applicability.optional(),
  reason: optionalText(L.reasonChars, M.reasonTooLong).optional(),
  dueDate: dueDate.optional(),
  notes: optionalText(L.notesChars, M.notesTooLong).optional(),
}).refine((b) => b.applicability !== "not_applicable" || !!b.reason, {
  error: M.reasonRequired,
  path: ["reason"],
});

/** GET /api/register filters (the counts always cover the whole register). */
export const EntryListQuery = z.object({
  status: status.optional(),
  ownerId: z.string().trim().min(1).max(100).optional(),
  controlId: z.coerce.number().pipe(serialId(M.idsInvalid)).optional(),
});

/** GET /api/horizon?days=N. */
export const HorizonQuery = z.object({
  days: z.enum(HORIZON_DAYS.map(String) as [string, ...string[]], { error: M.daysInvalid })
    .transform(Number),
});

// ---- Answers

/** A user as the register names them. */
export const PersonAnswer = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

/** An evidence file's description (the bytes are downloaded by their own call). */
export const EvidenceAnswer = z.strictObject({
  id: z.number(),
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number(),
  sha256: z.string(),
  createdAt: isoInstant,
});
export type EvidenceAnswer = z.infer<typeof EvidenceAnswer>;

/** One register entry. Dates are 'yyyy-MM-dd'; timestamps ISO strings. */
export const EntryAnswer = z.strictObject({
  id: z.number(),
  obligationId: z.number().nullable(),
  legalUpdate: z.strictObject({ id: z.number(), title: z.string() }).nullable(),
  duty: z.string(),
  citation: z.string().nullable(),
  applicability: applicability,
  reason: z.string().nullable(),
  owner: PersonAnswer.nullable(),
  status,
  dueDate: isoDay.nullable(),
  overdue: z.boolean(),
  notes: z.string().nullable(),
  /** When a revision or an edit dropped the duty from its update; null while it stands. */
  dutyRemovedAt: isoInstant.nullable(),
  controls: z.array(z.strictObject({ id: z.number(), reference: z.string(), name: z.string() })),
  tasks: z.array(z.strictObject({ id: z.number(), title: z.string(), status: z.string() })),
  evidence: z.array(EvidenceAnswer),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type EntryAnswer = z.infer<typeof EntryAnswer>;

/** The Register screen's counts (ADR 0152). */
export const RegisterCounts = z.strictObject({
  notAssessed: z.number(),
  gap: z.number(),
  inProgress: z.number(),
  compliant: z.number(),
  notApplicable: z.number(),
  overdue: z.number(),
  withoutOwner: z.number(),
});
export type RegisterCounts = z.infer<typeof RegisterCounts>;

/** GET /api/register. */
export const EntryListAnswer = z.strictObject({
  entries: z.array(EntryAnswer),
  counts: RegisterCounts,
});
export type EntryListAnswer = z.infer<typeof EntryListAnswer>;

/** One change: who, when, which field, from what to what ("created"/"deleted" for the whole). */
export const HistoryRowAnswer = z.strictObject({
  id: z.number(),
  subject: z.enum(HISTORY_SUBJECTS),
  subjectId: z.number().nullable(),
  at: isoInstant,
  user: PersonAnswer.nullable(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type HistoryRowAnswer = z.infer<typeof HistoryRowAnswer>;

/** GET /api/register/{id}/history: oldest first. */
export const HistoryAnswer = z.strictObject({ history: z.array(HistoryRowAnswer) });

/** One dated item of the horizon. */
export const HorizonItem = z.strictObject({
  /** "register": an entry's due date; "deadline": an approved update's duty not in the register. */
  kind: z.enum(["register", "deadline"]),
  date: isoDay,
  duty: z.string(),
  entryId: z.number().nullable(),
  obligationId: z.number().nullable(),
  status: status.nullable(),
  legalUpdate: z.strictObject({ id: z.number(), title: z.string() }).nullable(),
});
export type HorizonItem = z.infer<typeof HorizonItem>;

/** GET /api/horizon: the items dated from today to today + days, by date. */
export const HorizonAnswer = z.strictObject({
  days: z.number(),
  from: isoDay,
  to: isoDay,
  items: z.array(HorizonItem),
});

/** GET /api/register/people: the users of the caller's register (who may own an entry). */
export const PeopleAnswer = z.strictObject({ people: z.array(PersonAnswer) });
export type PeopleAnswer = z.infer<typeof PeopleAnswer>;

/** A plain message ({message}) as DELETE answers. */
export const MessageAnswer = z.strictObject({ message: z.string() });
