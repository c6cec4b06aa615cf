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
  HORIZON_PAGE,
  REGISTER_DUE_FILTERS,
  REGISTER_LIMITS,
  REGISTER_PAGE,
  REGISTER_STATUS_FILTERS,
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
  statusFilterInvalid: "status must be not_assessed, gap, in_progress, compliant or not_applicable",
  ownerFilterInvalid: "ownerId must be a user's id or none",
  dueFilterInvalid: "due must be overdue, 7, 30, 90 or none",
  pageInvalid: "page must be a whole number from 1",
  limitInvalid: `limit must be a whole number from 1 to ${REGISTER_PAGE.max}`,
  horizonLimitInvalid: `limit must be a whole number from 1 to ${HORIZON_PAGE.max}`,
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

/** A 1-based page number. */
const pageNumber = z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid)
  .min(1, M.pageInvalid).max(1_000_000, M.pageInvalid).default(1);

/** A page size from 1 to `page.max`, `page.size` when omitted. */
const pageSize = (page: { size: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(page.max, message)
    .default(page.size);

/**
 * GET /api/register: filters and a page of the list, by due date (none last) then id; the counts
 * always cover the whole register (ADR 0167).
 */
export const EntryListQuery = z.object({
  status: z.enum(REGISTER_STATUS_FILTERS, { error: M.statusFilterInvalid }).optional(),
  /** A user's id, or "none": applicable entries without an owner. */
  ownerId: z.string({ error: M.ownerFilterInvalid }).trim().min(1, M.ownerFilterInvalid)
    .max(100, M.ownerFilterInvalid).optional(),
  controlId: z.coerce.number().pipe(serialId(M.idsInvalid)).optional(),
  due: z.enum(REGISTER_DUE_FILTERS, { error: M.dueFilterInvalid }).optional(),
  page: pageNumber,
  limit: pageSize(REGISTER_PAGE, M.limitInvalid),
});
export type EntryListQuery = z.output<typeof EntryListQuery>;

/** GET /api/horizon?days=N, a page at a time (`page`, `limit`: 500 items unless asked). */
export const HorizonQuery = z.object({
  days: z.enum(HORIZON_DAYS.map(String) as [string, ...string[]], { error: M.daysInvalid })
    .transform(Number),
  page: pageNumber,
  limit: pageSize(HORIZON_PAGE, M.horizonLimitInvalid),
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

/** GET /api/register: one page of the filtered entries, their number, and the whole's counts. */
export const EntryListAnswer = z.strictObject({
  entries: z.array(EntryAnswer),
  /** Entries matching the filters, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  counts: RegisterCounts,
});
export type EntryListAnswer = z.infer<typeof EntryListAnswer>;

/** GET /api/register/owners: the users of the caller's register, who may own its entries. */
export const RegisterOwnersAnswer = z.strictObject({ owners: z.array(PersonAnswer) });
export type RegisterOwnersAnswer = z.infer<typeof RegisterOwnersAnswer>;

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

/** GET /api/horizon: a page of the items dated from today to today + days, by date. */
export const HorizonAnswer = z.strictObject({
  days: z.number(),
  from: isoDay,
  to: isoDay,
  items: z.array(HorizonItem),
  page: z.number().int(),
  limit: z.number().int(),
  /** The next page's number while more items follow in the window; null on the last page. */
  nextPage: z.number().int().nullable(),
});
export type HorizonAnswer = z.infer<typeof HorizonAnswer>;

/** A plain message ({message}) as DELETE answers. */
export const MessageAnswer = z.strictObject({ message: z.string() });
