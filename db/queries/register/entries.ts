/**
 * The SQL of register entries (issue 29): the list of one register with its owners, updates,
 * controls, tasks and evidence (five queries, whatever the number of entries), a page of it
 * (ADR 0167), the counts, and the writes of one entry. Every read and write
 * names the register's scope: an entry of another register is not found.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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
  type RegisterDueFilter,
  type RegisterStatusFilter,
  WITHOUT_OWNER,
} from "../../../domain/register.ts";

/** A stored entry. */
export type EntryRow = typeof registerEntries.$inferSelect;

/** Which entries of a register to read (ADR 0167). */
export interface EntryFilter {
  id?: number;
  /** A status: the applicable entries in it; "not_applicable": the others (as counted). */
  status?: RegisterStatusFilter;
  /** A user's id, or {@link WITHOUT_OWNER}: applicable entries without an owner (as counted). */
  ownerId?: string;
  controlId?: number;
  due?: RegisterDueFilter;
  /** 'yyyy-MM-dd' (UTC): where `due` counts from. */
  today?: string;
}

function statusWhere(status: RegisterStatusFilter): SQL | undefined {
  const e = registerEntries;
  if (status === "not_applicable") return eq(e.applicability, "not_applicable");
  return and(eq(e.applicability, "applies"), eq(e.status, status));
}

function ownerWhere(ownerId: string): SQL | undefined {
  const e = registerEntries;
  if (ownerId === WITHOUT_OWNER) return and(eq(e.applicability, "applies"), isNull(e.ownerId));
  return eq(e.ownerId, ownerId);
}

/** The due filter as a range of the (scope, due_date, id) index where it can be one. */
function dueWhere(due: RegisterDueFilter, today: string): SQL | undefined {
  const e = registerEntries;
  if (due === "none") return isNull(e.dueDate);
  if (due === "overdue") {
    return sql`${e.applicability} = 'applies' and ${e.status} <> 'compliant'
      and ${e.dueDate} < ${today}::date`;
  }
  return sql`${e.dueDate} between ${today}::date and ${today}::date + ${Number(due)}::int`;
}

function entryWhere(scope: string, filter: EntryFilter): SQL | undefined {
  const e = registerEntries;
  if (filter.due && !filter.today) throw new Error("db/queries/register/entries: due needs today");
  return and(
    eq(e.scope, scope),
    filter.id === undefined ? undefined : eq(e.id, filter.id),
    filter.status ? statusWhere(filter.status) : undefined,
    filter.ownerId ? ownerWhere(filter.ownerId) : undefined,
    filter.controlId === undefined ? undefined : sql`exists (select 1 from register_entry_controls
      x where x.entry_id = ${e.id} and x.control_id = ${filter.controlId})`,
    filter.due ? dueWhere(filter.due, filter.today!) : undefined,
  );
}

/** The list's order (due date, none last, then id): register_entries_scope_idx's. */
const ENTRY_ORDER = [sql`${registerEntries.dueDate} asc nulls last`, asc(registerEntries.id)];

/** The entries `where` picks, with their owner and update, in the list's order. */
function selectEntries(db: Db, where: SQL | undefined) {
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
    .where(where)
    .orderBy(...ENTRY_ORDER);
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

/**
 * The links of entries: of every entry of `scope`, or (`ids`) of those entries only, read by
 * their primary keys and the evidence's entry index.
 */
async function linksOf(db: Db, which: { scope: string } | { ids: readonly number[] }) {
  const of = (column: AnyPgColumn) =>
    "ids" in which ? inArray(column, which.ids.length ? [...which.ids] : [0]) : inArray(
      column,
      db.select({ id: registerEntries.id }).from(registerEntries)
        .where(eq(registerEntries.scope, which.scope)),
    );
  const [controls, taskRows, evidence] = await Promise.all([
    db.select({
      entryId: registerEntryControls.entryId,
      id: registerControls.id,
      reference: registerControls.reference,
      name: registerControls.name,
    }).from(registerEntryControls)
      .innerJoin(registerControls, eq(registerControls.id, registerEntryControls.controlId))
      // Sorted per entry below: one server-side sort of every link costs more than many tiny ones.
      .where(of(registerEntryControls.entryId)),
    db.select({
      entryId: registerEntryTasks.entryId,
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
    }).from(registerEntryTasks)
      .innerJoin(tasks, eq(tasks.id, registerEntryTasks.taskId))
      .where(of(registerEntryTasks.entryId)).orderBy(asc(tasks.id)),
    db.select({
      entryId: registerEvidence.entryId,
      id: registerEvidence.id,
      fileName: registerEvidence.fileName,
      mediaType: registerEvidence.mediaType,
      size: registerEvidence.size,
      sha256: registerEvidence.sha256,
      createdAt: registerEvidence.createdAt,
    }).from(registerEvidence)
      .where(and(of(registerEvidence.entryId), isNull(registerEvidence.removedAt)))
      .orderBy(asc(registerEvidence.id)),
  ]);
  const byReference = (a: { reference: string; id: number }, b: typeof a) =>
    a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : a.id - b.id;
  const controlsByEntry = byEntry(controls);
  for (const list of controlsByEntry.values()) list.sort(byReference);
  return { controls: controlsByEntry, tasks: byEntry(taskRows), evidence: byEntry(evidence) };
}

type EntryRowView = Awaited<ReturnType<typeof selectEntries>>[number];

/** Rows with their links attached. */
function withLinks(rows: EntryRowView[], links: Awaited<ReturnType<typeof linksOf>>) {
  return rows.map((row) => ({
    ...row,
    controls: links.controls.get(row.entry.id) ?? [],
    tasks: links.tasks.get(row.entry.id) ?? [],
    evidence: links.evidence.get(row.entry.id) ?? [],
  }));
}

/** An entry with everything the answers show. */
export type EntryView = ReturnType<typeof withLinks>[number];

/** Every entry of a register (filtered), with their links: the export, one entry. */
export async function listEntries(db: Db, scope: string, filter: EntryFilter = {}) {
  const where = entryWhere(scope, filter);
  if (filter.id !== undefined) {
    const rows = await selectEntries(db, where);
    return withLinks(rows, await linksOf(db, { ids: rows.map((r) => r.entry.id) }));
  }
  const [rows, links] = await Promise.all([selectEntries(db, where), linksOf(db, { scope })]);
  return withLinks(rows, links);
}

/**
 * One page of a register's entries matching `filter` (`limit` rows from `offset`), with their
 * links, and how many match over every page. The page's ids come first, from the entries alone
 * in the index's order, so a deep page joins only its own rows.
 */
export async function pageEntries(
  db: Db,
  scope: string,
  options: { filter: EntryFilter; limit: number; offset: number },
): Promise<{ entries: EntryView[]; total: number }> {
  const where = entryWhere(scope, options.filter);
  const [idRows, [counted]] = await Promise.all([
    db.select({ id: registerEntries.id }).from(registerEntries).where(where)
      .orderBy(...ENTRY_ORDER).limit(options.limit).offset(options.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(registerEntries).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  const ids = idRows.map((r) => r.id);
  if (ids.length === 0) return { entries: [], total };
  const [rows, links] = await Promise.all([
    selectEntries(db, and(eq(registerEntries.scope, scope), inArray(registerEntries.id, ids))),
    linksOf(db, { ids }),
  ]);
  return { entries: withLinks(rows, links), total };
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
