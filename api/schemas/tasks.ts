/**
 * Compliance tasks (spec part 2 §3, §4, §5): the save payload as the server validates it and the
 * web form checks it before sending. Limits come from §9; the texts are user-visible.
 */
import { z } from "zod";
import { RISK_LEVELS, TASK_STATUSES } from "../../domain/tasks.ts";
import { isoDay, isoInstant } from "./answer_fields.ts";
import { MAX_SERIAL_ID } from "./ids.ts";

export const TASK_LIMITS = {
  title: 200,
  ownerName: 100,
  department: 100,
  description: 5000,
  legalUpdates: 100,
} as const;

/** Validation and access messages of the tasks calls. */
export const TASK_MESSAGES = {
  titleRequired: "Please enter a task title.",
  titleTooLong: `Task title must be at most ${TASK_LIMITS.title} characters`,
  ownerTooLong: `Owner must be at most ${TASK_LIMITS.ownerName} characters`,
  departmentTooLong: `Department must be at most ${TASK_LIMITS.department} characters`,
  descriptionTooLong: `Description must be at most ${TASK_LIMITS.description} characters`,
  dueDateInvalid: "Due date must be a valid date (yyyy-MM-dd)",
  statusInvalid: "Status must be open, in-progress or completed",
  riskInvalid: "Risk score must be low, medium or high",
  legalUpdateIdsInvalid: "Linked legal updates must be given by their numeric ids",
  tooManyLegalUpdates: `At most ${TASK_LIMITS.legalUpdates} legal updates can be linked to a task`,
  /** Followed by the offending ids, e.g. "…: 7, 9". */
  legalUpdatesUnavailable: "These legal updates do not exist or are not approved",
  notFound: "Task not found",
  ownerOnlyDelete: "Only the task owner can delete it",
} as const;

/** An optional text: trimmed, empty or null stored as null. */
const optionalText = (max: number, message: string) =>
  z.union([z.string(), z.null()], { error: message })
    .transform((value) => value?.trim() ?? "")
    .pipe(z.string().max(max, message))
    .transform((value) => value === "" ? null : value);

const title = z.string({ error: TASK_MESSAGES.titleRequired })
  .trim()
  .min(1, TASK_MESSAGES.titleRequired)
  .max(TASK_LIMITS.title, TASK_MESSAGES.titleTooLong);

/** 'yyyy-MM-dd' naming a real calendar day, or empty/null for no due date. */
const dueDate = z.union([z.string(), z.null()], { error: TASK_MESSAGES.dueDateInvalid })
  .transform((value) => value?.trim() ?? "")
  .pipe(
    z.union([
      z.literal(""),
      // Year 0000 passes the ISO pattern but is no day PostgreSQL can store.
      z.iso.date({ error: TASK_MESSAGES.dueDateInvalid }).refine((v) => !v.startsWith("0000"), {
        error: TASK_MESSAGES.dueDateInvalid,
      }),
    ], { error: TASK_MESSAGES.dueDateInvalid }),
  )
  .transform((value) => value === "" ? null : value);

const status = z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusInvalid });
const riskScore = z.enum(RISK_LEVELS, { error: TASK_MESSAGES.riskInvalid });

/** Distinct positive integer ids, at most TASK_LIMITS.legalUpdates of them. */
const legalUpdateIds = z.array(
  z.number({ error: TASK_MESSAGES.legalUpdateIdsInvalid }).int(
    TASK_MESSAGES.legalUpdateIdsInvalid,
  ).min(1, TASK_MESSAGES.legalUpdateIdsInvalid).max(MAX_SERIAL_ID, {
    error: TASK_MESSAGES.legalUpdateIdsInvalid,
  }),
  { error: TASK_MESSAGES.legalUpdateIdsInvalid },
)
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.number()).max(TASK_LIMITS.legalUpdates, TASK_MESSAGES.tooManyLegalUpdates));

const fields = {
  title,
  description: optionalText(TASK_LIMITS.description, TASK_MESSAGES.descriptionTooLong),
  ownerName: optionalText(TASK_LIMITS.ownerName, TASK_MESSAGES.ownerTooLong),
  department: optionalText(TASK_LIMITS.department, TASK_MESSAGES.departmentTooLong),
  dueDate,
  status,
  riskScore,
  legalUpdateIds,
};

/** POST /api/tasks: the whole payload; missing optional fields take the spec's defaults. */
export const CreateTaskBody = z.object({
  ...fields,
  description: fields.description.optional().transform((v) => v ?? null),
  ownerName: fields.ownerName.optional().transform((v) => v ?? null),
  department: fields.department.optional().transform((v) => v ?? null),
  dueDate: fields.dueDate.optional().transform((v) => v ?? null),
  status: status.default("open"),
  riskScore: riskScore.default("low"),
  legalUpdateIds: legalUpdateIds.default([]),
});

/** PATCH /api/tasks/{id}: any subset; an omitted legalUpdateIds leaves the links as they are. */
export const UpdateTaskBody = z.object(fields).partial();

/** GET /api/tasks query. */
export const TaskListQuery = z.object({ status: status.optional() });

/** The payload the web form sends (spec §3): every field, dueDate '' when none. */
export type TaskPayload = z.input<typeof CreateTaskBody>;

// ---- Answers of /api/tasks (spec part 2 §3, §7), as the routes send them and the web reads them.

/** A legal update linked to a task. */
export const LinkedUpdate = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  sourceUrl: z.string(),
});
export type LinkedUpdate = z.infer<typeof LinkedUpdate>;

/** A task as the tasks calls answer it. Timestamps are ISO strings; dueDate is 'yyyy-MM-dd'. */
export const Task = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  ownerName: z.string().nullable(),
  department: z.string().nullable(),
  dueDate: isoDay.nullable(),
  status: z.enum(TASK_STATUSES),
  riskScore: z.enum(RISK_LEVELS),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  closedAt: isoInstant.nullable(),
  userId: z.string(),
  /** True when the caller created the task (only they may delete it). */
  isOwner: z.boolean(),
  /** Who created the task. */
  owner: z.strictObject({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
  legalUpdates: z.array(LinkedUpdate),
});
export type Task = z.infer<typeof Task>;

/** GET /api/tasks answer. */
export const TaskListResponse = z.strictObject({ tasks: z.array(Task) });
export type TaskListResponse = z.infer<typeof TaskListResponse>;

/** GET /api/tasks/suggestions/{owners,departments} answer: the names in use, for the pickers. */
export const TaskSuggestions = z.array(z.string());
