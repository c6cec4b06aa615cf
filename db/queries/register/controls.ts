/**
 * The SQL of the controls library (issue 29): one register's controls with their owners and the
 * entries mapped to them, and the writes of one control. Scoped like entries.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { registerControls, registerEntries, registerEntryControls, users } from "../../schema.ts";

/** A stored control. */
export type ControlRow = typeof registerControls.$inferSelect;

/** The controls of `scope` (one with `id`), by reference, with owner and entries. */
export async function listControls(db: Db, scope: string, id?: number) {
  const where = and(
    eq(registerControls.scope, scope),
    id === undefined ? undefined : eq(registerControls.id, id),
  );
  const [rows, links] = await Promise.all([
    db.select({
      control: registerControls,
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    }).from(registerControls)
      .leftJoin(users, eq(users.id, registerControls.ownerId))
      .where(where)
      .orderBy(sql`lower(${registerControls.reference})`, asc(registerControls.id)),
    db.select({
      controlId: registerEntryControls.controlId,
      id: registerEntries.id,
      duty: registerEntries.duty,
      status: registerEntries.status,
    }).from(registerEntryControls)
      .innerJoin(registerControls, eq(registerControls.id, registerEntryControls.controlId))
      .innerJoin(registerEntries, eq(registerEntries.id, registerEntryControls.entryId))
      .where(where).orderBy(asc(registerEntries.id)),
  ]);
  const entries = Map.groupBy(links, (l) => l.controlId);
  return rows.map((row) => ({
    ...row,
    entries: (entries.get(row.control.id) ?? []).map(({ id, duty, status }) => ({
      id,
      duty,
      status,
    })),
  }));
}

/** A control with its owner and entries. */
export type ControlView = Awaited<ReturnType<typeof listControls>>[number];

/** The stored row of a control of `scope`, locked for the caller's transaction, or null. */
export async function lockControl(db: Db, scope: string, id: number): Promise<ControlRow | null> {
  const [row] = await db.select().from(registerControls)
    .where(and(eq(registerControls.id, id), eq(registerControls.scope, scope))).for("update");
  return row ?? null;
}

/** Creates a control; answers its id (a reference taken in the scope throws 23505). */
export async function insertControl(db: Db, values: typeof registerControls.$inferInsert) {
  const [row] = await db.insert(registerControls).values(values).returning({
    id: registerControls.id,
  });
  if (!row) throw new Error("db/queries/register/controls: insert returned no row");
  return row.id;
}

/** Writes changes to a control; undefined fields keep their value. */
export async function updateControl(db: Db, id: number, changes: Partial<ControlRow>) {
  await db.update(registerControls).set(changes).where(eq(registerControls.id, id));
}

/** Deletes a control (its links to entries go with it). */
export async function deleteControl(db: Db, id: number): Promise<void> {
  await db.delete(registerControls).where(eq(registerControls.id, id));
}
