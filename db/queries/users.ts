/**
 * The SQL of user accounts: the filtered list of user management (paged, or whole for the CSV
 * export), the counts, the company names, look-ups by id or email, and the writes of one account.
 */
import { and, count, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { preparedOn } from "../prepared.ts";
import type { Role } from "../../domain/roles.ts";
import { users } from "../schema.ts";

export type UserRow = typeof users.$inferSelect;

/** The filters of the user list and export; search matches name, email, company or id. */
export interface UserFilters {
  search?: string;
  role?: Role;
  subscriptionTier?: string;
  subscriptionStatus?: string;
}

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filters: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
      ilike(users.companyName, pattern),
      ilike(users.id, pattern),
    ));
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.subscriptionTier) {
    conditions.push(eq(users.subscriptionTier, filters.subscriptionTier));
  }
  if (filters.subscriptionStatus) {
    conditions.push(eq(users.subscriptionStatus, filters.subscriptionStatus));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the filtered users, newest first, and how many match in all. */
export async function listUsers(
  db: Db,
  filters: UserFilters,
  paging: { page: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = whereOf(filters);
  const [rows, [counted]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), users.id)
      .limit(paging.limit).offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every filtered user, newest first (the CSV export). */
export function allUsers(db: Db, filters: UserFilters): Promise<UserRow[]> {
  return db.select().from(users).where(whereOf(filters)).orderBy(desc(users.createdAt), users.id);
}

/** Counts of users: in all, active or not, and by role, tier and subscription status. */
export async function userStats(db: Db) {
  const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db.select({
    total: sql<number>`count(*)::int`,
    active: n(sql`${users.isActive}`),
    user: n(sql`${users.role} = 'user'`),
    admin: n(sql`${users.role} = 'admin'`),
    superadmin: n(sql`${users.role} = 'superadmin'`),
    free: n(sql`${users.subscriptionTier} = 'free'`),
    basic: n(sql`${users.subscriptionTier} = 'basic'`),
    pro: n(sql`${users.subscriptionTier} = 'pro'`),
    statusActive: n(sql`${users.subscriptionStatus} = 'active'`),
    cancelled: n(sql`${users.subscriptionStatus} = 'cancelled'`),
    expired: n(sql`${users.subscriptionStatus} = 'expired'`),
  }).from(users);
  const r = row!;
  return {
    total: r.total,
    active: r.active,
    inactive: r.total - r.active,
    byRole: { user: r.user, admin: r.admin, superadmin: r.superadmin },
    byTier: { free: r.free, basic: r.basic, pro: r.pro },
    byStatus: { active: r.statusActive, cancelled: r.cancelled, expired: r.expired },
  };
}

/** The distinct non-empty company names, sorted case-insensitively. */
export async function companyNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: users.companyName }).from(users)
    .where(and(isNotNull(users.companyName), ne(sql`trim(${users.companyName})`, "")))
    .groupBy(users.companyName)
    .orderBy(sql`lower(${users.companyName})`, users.companyName);
  return rows.map((r) => r.name!);
}

/** The account with this id, or null. */
export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  // Prepared: GET /api/auth/user and most signed-in calls run it (ADR
  // 0138).
  const statement = preparedOn(
    db,
    "user_by_id",
    (name) => db.select().from(users).where(eq(users.id, sql.placeholder("id"))).prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

/** The account with this email (compared lower-cased, as stored). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** How many accounts there are. */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/**
 * Locks the rows of every active superadmin and of `targetId`, in one statement ordered by id
 * (concurrent callers lock in the same order: no deadlock); answers the locked ids. Call inside
 * the transaction that changes the target.
 */
export async function lockSuperadminsAnd(db: Db, targetId: string): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users)
    .where(sql`(${users.role} = 'superadmin' and ${users.isActive}) or ${users.id} = ${targetId}`)
    .orderBy(users.id).for("update");
  return rows.map((r) => r.id);
}

/** Columns of an account that a write may set. */
export type UserChanges = Partial<typeof users.$inferInsert>;

/** Creates an account; answers the stored row. */
/** A users row to insert. */
export type NewUserRow = typeof users.$inferInsert;

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("db/queries/users: insert returned no row");
  return row;
}

/** Writes changes to the account with this id; answers the new row, or null when there is none. */
export async function updateUser(
  db: Db,
  id: string,
  changes: UserChanges,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** Deletes an account; its sessions, preferences, favorites and tasks go with it (FK cascade). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
