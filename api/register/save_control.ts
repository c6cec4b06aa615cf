/**
 * The writes of one control of the library (issue 29), each with its history rows in the same
 * transaction: an owner is a user of the register; a reference is unique in it (409).
 */
import type { Db } from "../../db/client.ts";
import {
  deleteControl,
  insertControl,
  lockControl,
  updateControl,
} from "../../db/queries/register/controls.ts";
import { changesBetween, recordChanges } from "../../db/queries/register/history.ts";
import { inScope } from "../../db/queries/register/scope.ts";
import { isUniqueViolation } from "../accounts/unique_violation.ts";
import { ApiError } from "../errors.ts";
import { CONTROL_MESSAGES as M } from "../schemas/controls.ts";
import type { CreateControlBody, UpdateControlBody } from "../schemas/controls.ts";
import { REGISTER_MESSAGES } from "../schemas/register.ts";
import type { Actor } from "./save_entry.ts";
import type { z } from "zod";

const FIELDS = ["reference", "name", "description", "ownerId"] as const;

async function checkOwner(tx: Db, actor: Actor, ownerId: string | null | undefined) {
  if (ownerId && !(await inScope(tx, actor.scope, ownerId))) {
    const message = REGISTER_MESSAGES.ownerUnavailable;
    throw new ApiError(400, message, { errors: { ownerId: message } });
  }
}

/** Runs a write, turning a taken reference into a 409. */
async function uniqueReference<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, M.duplicateReference);
    throw error;
  }
}

/** Creates a control; answers its id. */
export function createControl(
  db: Db,
  actor: Actor,
  body: z.output<typeof CreateControlBody>,
): Promise<number> {
  return uniqueReference(() =>
    db.transaction(async (tx) => {
      await checkOwner(tx, actor, body.ownerId);
      const id = await insertControl(tx, {
        ...body,
        scope: actor.scope,
        createdBy: actor.userId,
        createdAt: actor.now,
        updatedAt: actor.now,
      });
      await recordChanges(tx, { ...actor, subject: "control", controlId: id, at: actor.now }, [
        { field: "created", oldValue: null, newValue: `${body.reference} ${body.name}` },
      ]);
      return id;
    })
  );
}

/** Changes a control of the caller's register; false when there is none with this id. */
export function changeControl(
  db: Db,
  actor: Actor,
  input: { id: number; body: z.output<typeof UpdateControlBody> },
): Promise<boolean> {
  const { id, body } = input;
  return uniqueReference(() =>
    db.transaction(async (tx) => {
      const row = await lockControl(tx, actor.scope, id);
      if (!row) return false;
      await checkOwner(tx, actor, body.ownerId);
      await updateControl(tx, id, { ...body, updatedAt: actor.now });
      const context = { ...actor, subject: "control" as const, controlId: id, at: actor.now };
      await recordChanges(tx, context, changesBetween(row, body, FIELDS));
      return true;
    })
  );
}

/** Deletes a control of the caller's register, leaving a trace; false when there is none. */
export async function removeControl(db: Db, actor: Actor, id: number): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const row = await lockControl(tx, actor.scope, id);
    if (!row) return false;
    await recordChanges(tx, { ...actor, subject: "control", controlId: id, at: actor.now }, [
      { field: "deleted", oldValue: `${row.reference} ${row.name}`, newValue: null },
    ]);
    await deleteControl(tx, id);
    return true;
  });
}
