/**
 * The writes of one register entry (issue 29): create (from an obligation or by hand), change
 * and delete, each with its history rows in the same transaction. The rules: an owner is a user
 * of the register; controls are the register's; tasks are ones the caller may see; the same
 * obligation once per register (409).
 */
import type { Db } from "../../db/client.ts";
import {
  deleteEntry,
  type EntryRow,
  insertEntry,
  lockEntry,
  updateEntry,
} from "../../db/queries/register/entries.ts";
import { changesBetween, recordChanges } from "../../db/queries/register/history.ts";
import {
  approvedObligation,
  foreignControlIds,
  foreignTaskIds,
  linkedIds,
  replaceLinks,
} from "../../db/queries/register/links.ts";
import { inScope } from "../../db/queries/register/scope.ts";
import { dutyText } from "../../domain/register.ts";
import { isUniqueViolation } from "../accounts/unique_violation.ts";
import { ApiError } from "../errors.ts";
import { REGISTER_MESSAGES as M } from "../schemas/register.ts";
import type { CreateEntryBody, UpdateEntryBody } from "../schemas/register.ts";
import type { z } from "zod";

/** Who acts, in which register, when. */
export interface Actor {
  userId: string;
  scope: string;
  now: Date;
}

const refuse = (field: string, message: string, ids?: number[]) =>
  new ApiError(400, ids ? `${message}: ${ids.join(", ")}` : message, {
    errors: { [field]: message },
    ...(ids ? { ids } : {}),
  });

/** Creates an entry; answers its id. */
export async function createEntry(
  db: Db,
  actor: Actor,
  body: z.output<typeof CreateEntryBody>,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      let values;
      if (body.obligationId !== undefined) {
        const duty = await approvedObligation(tx, body.obligationId);
        if (!duty) throw refuse("obligationId", M.obligationUnavailable);
        values = {
          obligationId: duty.id,
          legalUpdateId: duty.legalUpdateId,
          duty: dutyText(duty),
          citation: duty.citation,
          dueDate: body.dueDate === undefined ? duty.deadline : body.dueDate,
        };
      } else {
        values = {
          duty: body.duty!,
          citation: body.citation ?? null,
          dueDate: body.dueDate ?? null,
        };
      }
      const id = await insertEntry(tx, {
        ...values,
        scope: actor.scope,
        createdBy: actor.userId,
        createdAt: actor.now,
        updatedAt: actor.now,
      });
      await recordChanges(tx, { ...actor, subject: "entry", entryId: id, at: actor.now }, [
        { field: "created", oldValue: null, newValue: values.duty },
      ]);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, M.alreadyInRegister);
    throw error;
  }
}

/** The entry's columns a PATCH may change, by the name the API and the history use. */
const FIELDS = ["status", "ownerId", "applicability", "reason", "dueDate", "notes"] as const;

/** Checks the links and owner a change names against the caller's register. */
async function checkReferences(tx: Db, actor: Actor, body: z.output<typeof UpdateEntryBody>) {
  if (body.ownerId && !(await inScope(tx, actor.scope, body.ownerId))) {
    throw refuse("ownerId", M.ownerUnavailable);
  }
  const controls = await foreignControlIds(tx, actor.scope, body.controlIds ?? []);
  if (controls.length) throw refuse("controlIds", M.controlsUnavailable, controls);
  const tasks = await foreignTaskIds(tx, actor.userId, body.taskIds ?? []);
  if (tasks.length) throw refuse("taskIds", M.tasksUnavailable, tasks);
}

/** Replaces one link list when the change names it, recording old and new ids. */
async function relink(
  tx: Db,
  entryId: number,
  kind: "controls" | "tasks",
  ids: number[] | undefined,
) {
  if (!ids) return [];
  const before = await linkedIds(tx, kind, entryId);
  const after = [...ids].sort((a, b) => a - b);
  await replaceLinks(tx, kind, entryId, after);
  const field = kind === "controls" ? "controlIds" : "taskIds";
  return [{ field, oldValue: before.join(", "), newValue: after.join(", ") }];
}

/** Changes an entry of the caller's register; false when there is none with this id. */
export async function changeEntry(
  db: Db,
  actor: Actor,
  input: { id: number; body: z.output<typeof UpdateEntryBody> },
): Promise<boolean> {
  const { id, body } = input;
  return await db.transaction(async (tx) => {
    const row = await lockEntry(tx, actor.scope, id);
    if (!row) return false;
    await checkReferences(tx, actor, body);
    // `applies` clears the reason; a reason alone on an applicable entry is kept as said.
    const reason = body.applicability === "applies" ? null : body.reason;
    const notApplicable = (body.applicability ?? row.applicability) === "not_applicable";
    if (notApplicable && !(reason === undefined ? row.applicabilityReason : reason)) {
      throw refuse("reason", M.reasonRequired);
    }
    const before = { ...row, reason: row.applicabilityReason };
    const after = { ...body, reason };
    const changes = [
      ...changesBetween<Record<string, unknown>>(before, after, FIELDS),
      ...await relink(tx, id, "controls", body.controlIds),
      ...await relink(tx, id, "tasks", body.taskIds),
    ];
    const columns: Partial<EntryRow> = {
      status: body.status,
      ownerId: body.ownerId,
      applicability: body.applicability,
      applicabilityReason: reason,
      dueDate: body.dueDate,
      notes: body.notes,
      updatedAt: actor.now,
    };
    await updateEntry(tx, id, columns);
    await recordChanges(tx, { ...actor, subject: "entry", entryId: id, at: actor.now }, changes);
    return true;
  });
}

/** Deletes an entry of the caller's register, leaving a trace; false when there is none. */
export async function removeEntry(db: Db, actor: Actor, id: number): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const row = await lockEntry(tx, actor.scope, id);
    if (!row) return false;
    await recordChanges(tx, { ...actor, subject: "entry", entryId: id, at: actor.now }, [
      { field: "deleted", oldValue: row.duty, newValue: null },
    ]);
    await deleteEntry(tx, id);
    return true;
  });
}
