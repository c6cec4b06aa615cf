/**
 * What a register entry points at (issue 29): the obligation it is made from, its controls and
 * its tasks, each checked against the caller's register before it is linked.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../client.ts";
import {
  legalUpdateObligations,
  legalUpdates,
  registerControls,
  registerEntryControls,
  registerEntryTasks,
  tasks,
} from "../../schema.ts";
import { visibleTo } from "../tasks.ts";

/** An obligation of an approved update, or null. */
export async function approvedObligation(db: Db, id: number) {
  const [row] = await db.select({
    id: legalUpdateObligations.id,
    legalUpdateId: legalUpdateObligations.legalUpdateId,
    actor: legalUpdateObligations.actor,
    action: legalUpdateObligations.action,
    deadline: legalUpdateObligations.deadline,
    citation: legalUpdateObligations.citation,
  }).from(legalUpdateObligations)
    .innerJoin(legalUpdates, eq(legalUpdates.id, legalUpdateObligations.legalUpdateId))
    .where(and(eq(legalUpdateObligations.id, id), eq(legalUpdates.status, "approved")));
  return row ?? null;
}

/** The ids among `ids` that are no control of `scope`, ascending. */
export async function foreignControlIds(db: Db, scope: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const found = await db.select({ id: registerControls.id }).from(registerControls)
    .where(and(inArray(registerControls.id, [...ids]), eq(registerControls.scope, scope)));
  const ok = new Set(found.map((r) => r.id));
  return ids.filter((id) => !ok.has(id)).sort((a, b) => a - b);
}

/** The ids among `ids` that are no task userId may see (ADR 0033), ascending. */
export async function foreignTaskIds(db: Db, userId: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const found = await db.select({ id: tasks.id }).from(tasks)
    .where(and(inArray(tasks.id, [...ids]), visibleTo(userId)));
  const ok = new Set(found.map((r) => r.id));
  return ids.filter((id) => !ok.has(id)).sort((a, b) => a - b);
}

/** The ids an entry links now (controls or tasks), ascending. */
export async function linkedIds(db: Db, kind: "controls" | "tasks", entryId: number) {
  if (kind === "controls") {
    const rows = await db.select({ id: registerEntryControls.controlId })
      .from(registerEntryControls).where(eq(registerEntryControls.entryId, entryId))
      .orderBy(asc(registerEntryControls.controlId));
    return rows.map((r) => r.id);
  }
  const rows = await db.select({ id: registerEntryTasks.taskId }).from(registerEntryTasks)
    .where(eq(registerEntryTasks.entryId, entryId)).orderBy(asc(registerEntryTasks.taskId));
  return rows.map((r) => r.id);
}

/** Replaces an entry's controls or tasks by `ids` (inside the entry's transaction). */
export async function replaceLinks(
  db: Db,
  kind: "controls" | "tasks",
  entryId: number,
  ids: readonly number[],
): Promise<void> {
  if (kind === "controls") {
    await db.delete(registerEntryControls).where(eq(registerEntryControls.entryId, entryId));
    if (ids.length) {
      await db.insert(registerEntryControls).values(
        ids.map((controlId) => ({ entryId, controlId })),
      );
    }
    return;
  }
  await db.delete(registerEntryTasks).where(eq(registerEntryTasks.entryId, entryId));
  if (ids.length) {
    await db.insert(registerEntryTasks).values(ids.map((taskId) => ({ entryId, taskId })));
  }
}
