/**
 * /api/auth/filter-preferences (spec part 1 §3, §4, §7): the listing's saved Jurisdiction and
 * Industry selections of a signed-in user, kept as names in users.filterJurisdictions and
 * users.filterIndustries. PATCH accepts only names that exist (jurisdictions, matched without
 * regard to case) and known categories, deduplicated; GET drops names that no longer exist.
 */
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jurisdictions, users } from "../../db/schema.ts";
import type { AppEnv } from "../context.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import { canonicalCategory, isKnownCategory } from "../../domain/categories.ts";
import { type FilterPreferences, FilterPreferencesBody } from "../schemas/legal_updates.ts";
import { invalidInput, onInvalid } from "../validation.ts";

/** Jurisdiction names by lower-cased name, as stored. */
async function jurisdictionNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ name: jurisdictions.name }).from(jurisdictions);
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
}

/** The known names of a list, as stored, each once, in the list's order. */
function knownNames(list: readonly string[], names: Map<string, string>): string[] {
  return [...new Set(list.flatMap((n) => names.get(n.trim().toLowerCase()) ?? []))];
}

function knownCategories(list: readonly string[]): string[] {
  return [...new Set(list.filter(isKnownCategory).map(canonicalCategory))];
}

export const filterPreferences = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", async (c) => {
    const db = c.var.db;
    const [row] = await db.select({
      jurisdictions: users.filterJurisdictions,
      industries: users.filterIndustries,
    }).from(users).where(eq(users.id, currentUser(c).id));
    const body: FilterPreferences = {
      jurisdictions: knownNames(row?.jurisdictions ?? [], await jurisdictionNames(db)),
      industries: knownCategories(row?.industries ?? []),
    };
    return c.json(body);
  })
  .patch("/", zValidator("json", FilterPreferencesBody, onInvalid), async (c) => {
    const db = c.var.db;
    const input = c.req.valid("json");
    const names = await jurisdictionNames(db);
    const unknown = input.jurisdictions.findIndex((n) => !names.has(n.toLowerCase()));
    if (unknown >= 0) {
      const message = `Unknown jurisdiction: ${input.jurisdictions[unknown]}`;
      throw invalidInput([{ path: ["jurisdictions", unknown], message }]);
    }
    const body: FilterPreferences = {
      jurisdictions: knownNames(input.jurisdictions, names),
      industries: knownCategories(input.industries),
    };
    await db.update(users).set({
      filterJurisdictions: body.jurisdictions,
      filterIndustries: body.industries,
      updatedAt: c.var.now(),
    }).where(eq(users.id, currentUser(c).id));
    return c.json(body);
  });
