/**
 * The SQL of compliance tasks: which tasks a user may see (their own, and those of same-company
 * users who share theirs, ADR 0033), the list with owners and linked legal updates
 * (two queries, whatever the number of tasks), the writes of one task, the link set, and the
 * owner/department suggestions.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { RiskLevel, TaskStatus } from "../../domain/tasks.ts";
import { legalUpdates, taskLegalUpdates, tasks, users } from "../schema.ts";

/** A task as the tasks calls answer it. */
export interface TaskView {
  id: number;
  title: string;
  description: string | null;
  ownerName: string | null;
  department: string | null;
  dueDate: string | null;
  status: TaskStatus;
  riskScore: RiskLevel;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
  userId: string;
  /** True when the caller created the task (only they may delete it). */
  isOwner: boolean;
  /** Who created the task. */
  owner: { firstName: string | null; lastName: string | null; email: string };
  legalUpdates: { id: number; title: string; sourceUrl: string }[];
}

/**
 * Rows of `tasks` that userId may see and edit: their own, plus those of users who share tasks
 * and whose company name equals the caller's (case-insensitively, ignoring surrounding blanks,
 * never an empty one).
 */
export function visibleTo(userId: string): SQL {
  return sql`${tasks.userId} in (
    select o.id from users o join users me on me.id = ${userId}
    where o.id = me.id or (
      o.share_tasks_with_company
      and coalesce(btrim(me.company_name), '') <> ''
      and lower(btrim(o.company_name)) = lower(btrim(me.company_name))
    )
  )`;
}

/** The tasks userId may see, in the list order of spec part 2 §4 (completed ones last). */
export async function listVisibleTasks(
  db: Db,
  userId: string,
  filter: { status?: TaskStatus; id?: number } = {},
): Promise<TaskView[]> {
  const rows = await db.select({
    task: tasks,
    owner: { firstName: users.firstName, lastName: users.lastName, email: users.email },
  }).from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .where(and(
      visibleTo(userId),
      filter.status ? eq(tasks.status, filter.status) : undefined,
      filter.id === undefined ? undefined : eq(tasks.id, filter.id),
    ))
    .orderBy(
      sql`${tasks.status} = 'completed'`,
      sql`${tasks.dueDate} asc nulls last`,
      desc(tasks.createdAt),
      desc(tasks.id),
    );
  const links = await linksOf(db, rows.map((r) => r.task.id));
  return rows.map(({ task, owner }) => ({
    ...task,
    isOwner: task.userId === userId,
    owner,
    legalUpdates: links.get(task.id) ?? [],
  }));
}

/** A task as stored. */
export type TaskRow = typeof tasks.$inferSelect;

/**
 * The stored row of a task userId may see, or null (missing and not visible look the same).
 * `lock` takes the row lock (inside a transaction: two saves of one task take turns).
 */
export async function findVisibleTaskRow(
  db: Db,
  userId: string,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TaskRow | null> {
  const query = db.select().from(tasks).where(and(eq(tasks.id, id), visibleTo(userId)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Creates a task (call inside the transaction that writes its links); answers its id. */
export async function insertTask(db: Db, values: typeof tasks.$inferInsert): Promise<number> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error("db/queries/tasks: insert returned no row");
  return row.id;
}

/** Writes changes to a task; fields left undefined keep their value. */
export async function updateTask(
  db: Db,
  id: number,
  changes: Partial<typeof tasks.$inferInsert>,
): Promise<void> {
  await db.update(tasks).set(changes).where(eq(tasks.id, id));
}

/** Deletes a task (its links go with it: FK cascade). */
export async function deleteTask(db: Db, id: number): Promise<void> {
  await db.delete(tasks).where(eq(tasks.id, id));
}

/** One task userId may see, as the calls answer it, or null. */
export async function findVisibleTask(db: Db, userId: string, id: number) {
  const [task] = await listVisibleTasks(db, userId, { id });
  return task ?? null;
}

async function linksOf(db: Db, taskIds: number[]) {
  const byTask = new Map<number, TaskView["legalUpdates"]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db.select({
    taskId: taskLegalUpdates.taskId,
    id: legalUpdates.id,
    title: legalUpdates.title,
    sourceUrl: legalUpdates.sourceUrl,
  }).from(taskLegalUpdates)
    .innerJoin(legalUpdates, eq(legalUpdates.id, taskLegalUpdates.legalUpdateId))
    .where(inArray(taskLegalUpdates.taskId, taskIds))
    .orderBy(asc(taskLegalUpdates.id));
  for (const { taskId, ...link } of rows) {
    const list = byTask.get(taskId) ?? [];
    list.push(link);
    byTask.set(taskId, list);
  }
  return byTask;
}

/**
 * The ids among `ids` that may not be linked: unknown, or not approved. Ids in `alreadyLinked`
 * stay allowed, so a task linked to an update that was later withdrawn can still be saved.
 */
export async function unlinkableUpdateIds(
  db: Db,
  ids: number[],
  alreadyLinked: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const wanted = ids.filter((id) => !alreadyLinked.has(id));
  if (wanted.length === 0) return [];
  const found = await db.select({ id: legalUpdates.id }).from(legalUpdates)
    .where(and(inArray(legalUpdates.id, wanted), eq(legalUpdates.status, "approved")));
  const ok = new Set(found.map((r) => r.id));
  return wanted.filter((id) => !ok.has(id)).sort((a, b) => a - b);
}

/** The ids of the legal updates linked to a task. */
export async function linkedUpdateIds(db: Db, taskId: number): Promise<Set<number>> {
  const rows = await db.select({ id: taskLegalUpdates.legalUpdateId }).from(taskLegalUpdates)
    .where(eq(taskLegalUpdates.taskId, taskId));
  return new Set(rows.map((r) => r.id));
}

/** Replaces a task's links by `ids` (call inside the transaction that writes the task). */
export async function replaceTaskLinks(db: Db, taskId: number, ids: number[], now: Date) {
  await db.delete(taskLegalUpdates).where(eq(taskLegalUpdates.taskId, taskId));
  if (ids.length === 0) return;
  await db.insert(taskLegalUpdates).values(
    ids.map((legalUpdateId) => ({ taskId, legalUpdateId, createdAt: now })),
  );
}

export const SUGGESTION_LIMIT = 20;

/**
 * Distinct non-empty owner names or departments of the tasks userId may see, most used first,
 * ties in alphabetical order, at most SUGGESTION_LIMIT.
 */
export async function taskSuggestions(
  db: Db,
  userId: string,
  field: "ownerName" | "department",
): Promise<string[]> {
  const column = tasks[field];
  const uses = count();
  const rows = await db.select({ value: column }).from(tasks)
    .where(and(visibleTo(userId), isNotNull(column), ne(column, "")))
    .groupBy(column)
    .orderBy(desc(uses), asc(sql`lower(${column})`), asc(column))
    .limit(SUGGESTION_LIMIT);
  return rows.flatMap((r) => r.value ? [r.value] : []);
}
