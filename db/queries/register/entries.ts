/**
 * The SQL of register entries (issue 29): the list of one register with its owners, updates,
 * controls, tasks and evidence (five queries, whatever the number of entries), the counts, and
 * the writes of one entry. Every read and write names the register's scope: an entry of another
 * register is not found.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../client.ts";
import {
  legalUpdates,
  registerControls,
  registerEntries,
  registerEntryControls,
  registerEntryTasks,
  registerEvidence,
  tasks,
  users,
} from "../../schema.ts";
import {
  NOT_APPLICABLE_LABEL,
  REGISTER_STATUS_LABELS,
  type RegisterStatus,
} from "../../../domain/register.ts";

/** A stored entry. */
export type EntryRow = typeof registerEntries.$inferSelect;

/** Which entries of a register to read. */
export interface EntryFilter {
  id?: number;
  status?: RegisterStatus;
  ownerId?: string;
  controlId?: number;
}

function entryWhere(scope: string, filter: EntryFilter): SQL | undefined {
  const e = registerEntries;
  return and(
    eq(e.scope, scope),
    filter.id === undefined ? undefined : eq(e.id, filter.id),
    filter.status ? eq(e.status, filter.status) : undefined,
    filter.ownerId ? eq(e.ownerId, filter.ownerId) : undefined,
    filter.controlId === undefined ? undefined : sql`exists (select 1 from register_entry_controls
      x where x.entry_id = ${e.id} and x.control_id = ${filter.controlId})`,
  );
}

/** Entries of `scope` with their owner and update, by due date (none last), then age. */
function selectEntries(db: Db, scope: string, filter: EntryFilter) {
  return db.select({
    entry: registerEntries,
    owner: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    },
    update: { id: legalUpdates.id, title: legalUpdates.title },
  }).from(registerEntries)
    .leftJoin(users, eq(users.id, registerEntries.ownerId))
    .leftJoin(legalUpdates, eq(legalUpdates.id, registerEntries.legalUpdateId))
    .where(entryWhere(scope, filter))
    .orderBy(sql`${registerEntries.dueDate} asc nulls last`, asc(registerEntries.id));
}

/** Groups rows by their entryId. */
function byEntry<T extends { entryId: number }>(rows: readonly T[]) {
  const map = new Map<number, Omit<T, "entryId">[]>();
  for (const { entryId, ...rest } of rows) {
    const list = map.get(entryId) ?? [];
    list.push(rest);
    map.set(entryId, list);
  }
  return map;
}

/** The links of the entries of `scope` (one entry with `id`). */
async function linksOf(db: Db, scope: string, id?: number) {
  const one = id === undefined ? undefined : eq(registerEntries.id, id);
  const inScope = and(eq(registerEntries.scope, scope), one);
  const [controls, taskRows, evidence] = await Promise.all([
    db.select({
      entryId: registerEntryControls.entryId,
      id: registerControls.id,
      reference: registerControls.reference,
      name: registerControls.name,
    }).from(registerEntryControls)
      .innerJoin(registerEntries, eq(registerEntries.id, registerEntryControls.entryId))
      .innerJoin(registerControls, eq(registerControls.id, registerEntryControls.controlId))
      // Sorted per entry below: one server-side sort of every link costs more than many tiny ones.
      .where(inScope),
    db.select({
      entryId: registerEntryTasks.entryId,
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
    }).from(registerEntryTasks)
      .innerJoin(registerEntries, eq(registerEntries.id, registerEntryTasks.entryId))
      .innerJoin(tasks, eq(tasks.id, registerEntryTasks.taskId))
      .where(inScope).orderBy(asc(tasks.id)),
    db.select({
      entryId: registerEvidence.entryId,
      id: registerEvidence.id,
      fileName: registerEvidence.fileName,
      mediaType: registerEvidence.mediaType,
      size: registerEvidence.size,
      sha256: registerEvidence.sha256,
      createdAt: registerEvidence.createdAt,
    }).from(registerEvidence)
      .innerJoin(registerEntries, eq(registerEntries.id, registerEvidence.entryId))
      .where(and(inScope, isNull(registerEvidence.removedAt))).orderBy(asc(registerEvidence.id)),
  ]);
  const byReference = (a: { reference: string; id: number }, b: typeof a) =>
    a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : a.id - b.id;
  const controlsByEntry = byEntry(controls);
  for (const list of controlsByEntry.values()) list.sort(byReference);
  return { controls: controlsByEntry, tasks: byEntry(taskRows), evidence: byEntry(evidence) };
}

/** An entry with everything the answers show. */
export type EntryView = Awaited<ReturnType<typeof listEntries>>[number];

/** The entries of a register (filtered), with their links. */
export async function listEntries(db: Db, scope: string, filter: EntryFilter = {}) {
  const [rows, links] = await Promise.all([
    selectEntries(db, scope, filter),
    linksOf(db, scope, filter.id),
  ]);
  return rows.map((row) => ({
    ...row,
    controls: links.controls.get(row.entry.id) ?? [],
    tasks: links.tasks.get(row.entry.id) ?? [],
    evidence: links.evidence.get(row.entry.id) ?? [],
  }));
}

/** One entry of a register, or null (another register's looks missing). */
export async function findEntry(db: Db, scope: string, id: number): Promise<EntryView | null> {
  return (await listEntries(db, scope, { id }))[0] ?? null;
}

/** True when register `scope` holds entry `id` (a cheap check before reading an upload). */
export async function entryInScope(db: Db, scope: string, id: number): Promise<boolean> {
  const [row] = await db.select({ id: registerEntries.id }).from(registerEntries)
    .where(and(eq(registerEntries.id, id), eq(registerEntries.scope, scope)));
  return row !== undefined;
}

/** The stored row of an entry of `scope`, locked for the caller's transaction. */
export async function lockEntry(db: Db, scope: string, id: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(registerEntries)
    .where(and(eq(registerEntries.id, id), eq(registerEntries.scope, scope))).for("update");
  return row ?? null;
}

/**
 * The Register screen's counts over a whole register (ADR 0152): statuses,
 * overdue and without owner count applicable entries; not applicable ones are counted apart.
 */
export async function registerCounts(db: Db, scope: string, today: string) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select
        count(*) filter (where applies and status = 'not_assessed')::int as "notAssessed",
        count(*) filter (where applies and status = 'gap')::int as "gap",
        count(*) filter (where applies and status = 'in_progress')::int as "inProgress",
        count(*) filter (where applies and status = 'compliant')::int as "compliant",
        count(*) filter (where not applies)::int as "notApplicable",
        count(*) filter (where applies and status <> 'compliant' and due_date < ${today}::date)::int
          as "overdue",
        count(*) filter (where applies and owner_id is null)::int as "withoutOwner"
      from (select applicability = 'applies' as applies, status, due_date, owner_id
        from register_entries where scope = ${scope}) e`),
  );
  return {
    notAssessed: row?.notAssessed ?? 0,
    gap: row?.gap ?? 0,
    inProgress: row?.inProgress ?? 0,
    compliant: row?.compliant ?? 0,
    notApplicable: row?.notApplicable ?? 0,
    overdue: row?.overdue ?? 0,
    withoutOwner: row?.withoutOwner ?? 0,
  };
}

/** Creates an entry; answers its id. A second entry for one obligation in one scope throws 23505. */
export async function insertEntry(
  db: Db,
  values: typeof registerEntries.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(registerEntries).values(values).returning({
    id: registerEntries.id,
  });
  if (!row) throw new Error("db/queries/register/entries: insert returned no row");
  return row.id;
}

/** Writes changes to an entry; undefined fields keep their value. */
export async function updateEntry(db: Db, id: number, changes: Partial<EntryRow>): Promise<void> {
  await db.update(registerEntries).set(changes).where(eq(registerEntries.id, id));
}

/** Deletes an entry (links and evidence go with it; the history stays). */
export async function deleteEntry(db: Db, id: number): Promise<void> {
  await db.delete(registerEntries).where(eq(registerEntries.id, id));
}

/** The applicable, unfinished entries of `scope` with a due date (the calendar's events). */
export function dueEntries(db: Db, scope: string) {
  const e = registerEntries;
  return db.select({
    id: e.id,
    duty: e.duty,
    citation: e.citation,
    dueDate: e.dueDate,
    status: e.status,
    updatedAt: e.updatedAt,
  }).from(e).where(and(
    eq(e.scope, scope),
    eq(e.applicability, "applies"),
    sql`${e.status} <> 'compliant' and ${e.dueDate} is not null`,
  )).orderBy(asc(e.dueDate), asc(e.id));
}

/** A row of {@link dueEntries}. */
export type DueEntry = Awaited<ReturnType<typeof dueEntries>>[number];

/**
 * The register status of each of `obligationIds` held in `scope` ("Not applicable" when the
 * entry says so), by obligation id: the impact report's column (issue 29).
 */
export async function registerStatusesOf(
  db: Db,
  input: { scope: string; obligationIds: readonly number[] },
): Promise<Map<number, string>> {
  if (input.obligationIds.length === 0) return new Map();
  const e = registerEntries;
  const rows = await db.select({
    obligationId: e.obligationId,
    status: e.status,
    applicability: e.applicability,
  }).from(e).where(
    and(eq(e.scope, input.scope), inArray(e.obligationId, [...input.obligationIds])),
  );
  return new Map(rows.map((r) => [
    r.obligationId!,
    r.applicability === "not_applicable" ? NOT_APPLICABLE_LABEL : REGISTER_STATUS_LABELS[r.status],
  ]));
}
