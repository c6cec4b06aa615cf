/**
 * Which register a user works in (issue 29, ADR 0153): their company's when they
 * share with it and have a company name (trimmed, case-insensitive, as tasks compare it), else
 * their own. The one definition; every register query takes the scope it answers.
 */
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../client.ts";

/** The register scope of user row `u`, as SQL. */
const SCOPE_OF_U = sql`case
  when u.share_tasks_with_company and coalesce(btrim(u.company_name), '') <> ''
    then 'company:' || lower(btrim(u.company_name))
  else 'user:' || u.id end`;

/** The register scope of each of `userIds` that exists. */
export async function registerScopes(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ id: string; scope: string }>(
    await db.execute(sql`
      select u.id, ${SCOPE_OF_U} as scope
      from users u where u.id in (select jsonb_array_elements_text(${
      JSON.stringify(userIds)
    }::jsonb))`),
  );
  return new Map(rows.map((r) => [r.id, r.scope]));
}

/** The most owners {@link scopeUsers} answers: more than any one company's register holds. */
export const REGISTER_OWNERS_MAX = 1_000;

/** The users of register `scope` (who may own its entries and controls), by name then email. */
export async function scopeUsers(db: Db, scope: string) {
  return rowsOf<{ id: string; firstName: string | null; lastName: string | null; email: string }>(
    await db.execute(sql`
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email
      from users u where ${SCOPE_OF_U} = ${scope}
      order by lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), u.email
      limit ${REGISTER_OWNERS_MAX}`),
  );
}

/** The register scope of one user (a signed-in caller always exists). */
export async function registerScopeOf(db: Db, userId: string): Promise<string> {
  const scope = (await registerScopes(db, [userId])).get(userId);
  if (!scope) throw new Error("db/queries/register/scope: no such user");
  return scope;
}

/** True when `userId` names a user of register `scope` (an owner must be one). */
export async function inScope(db: Db, scope: string, userId: string): Promise<boolean> {
  return (await registerScopes(db, [userId])).get(userId) === scope;
}
