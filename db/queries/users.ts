/**
 * The user queries of user management (spec part 2 §7): the filtered list (paged, or whole for
 * the CSV export), the counts, the company names, and look-ups by id or email.
 */
import { and, count, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
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

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The account with this email (compared lower-cased, as stored). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}
