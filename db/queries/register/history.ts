/**
 * The register's trail (issue 29): one row per changed field of an entry, control or evidence
 * file, written in the transaction that makes the change, read oldest first.
 */
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import type { HistorySubject } from "../../../domain/register.ts";
import { registerHistory, users } from "../../schema.ts";

/** One change to record. Values are written as text ("" and null alike mean none). */
export interface Change {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** Who changed what, and when; the subject's ids. */
export interface ChangeContext {
  scope: string;
  subject: HistorySubject;
  entryId?: number | null;
  controlId?: number | null;
  evidenceId?: number | null;
  userId: string;
  at: Date;
}

/** Records `changes` (those whose value really changed). */
export async function recordChanges(
  db: Db,
  context: ChangeContext,
  changes: readonly Change[],
): Promise<void> {
  const real = changes.filter((c) => (c.oldValue ?? "") !== (c.newValue ?? ""));
  if (real.length === 0) return;
  await db.insert(registerHistory).values(real.map((change) => ({
    scope: context.scope,
    subject: context.subject,
    entryId: context.entryId ?? null,
    controlId: context.controlId ?? null,
    evidenceId: context.evidenceId ?? null,
    userId: context.userId,
    at: context.at,
    ...change,
  })));
}

/** The changes of `fields` between two versions of a row (values compared as text). */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): Change[] {
  const text = (v: unknown) => v === null || v === undefined ? null : String(v);
  return fields.filter((f) => after[f] !== undefined).map((field) => ({
    field,
    oldValue: text(before[field]),
    newValue: text(after[field]),
  }));
}

/** History rows matching `where`, oldest first, with who. */
function historyWhere(db: Db, where: SQL) {
  return db.select({
    id: registerHistory.id,
    subject: registerHistory.subject,
    entryId: registerHistory.entryId,
    controlId: registerHistory.controlId,
    evidenceId: registerHistory.evidenceId,
    at: registerHistory.at,
    field: registerHistory.field,
    oldValue: registerHistory.oldValue,
    newValue: registerHistory.newValue,
    user: sql<
      { id: string; firstName: string | null; lastName: string | null; email: string } | null
    >`case when ${users.id} is null then null else json_build_object('id', ${users.id},
      'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'email', ${users.email})
      end`,
  }).from(registerHistory)
    .leftJoin(users, eq(users.id, registerHistory.userId))
    .where(where)
    .orderBy(asc(registerHistory.id));
}

/** The history of an entry (its own rows and its evidence's), oldest first, with who. */
export function entryHistory(db: Db, entryId: number) {
  return historyWhere(db, eq(registerHistory.entryId, entryId));
}

/** The history of a control of the library (issue 29), oldest first, with who. */
export function controlHistory(db: Db, controlId: number) {
  return historyWhere(db, eq(registerHistory.controlId, controlId));
}

/** A history row as read. */
export type HistoryRow = Awaited<ReturnType<typeof entryHistory>>[number];
