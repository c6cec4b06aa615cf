/**
 * /api/auth/filter-preferences (spec part 1 §3, §4, §7): the listing's saved Jurisdiction and
 * Industry selections of a signed-in user, kept as names in users.filterJurisdictions and
 * users.filterIndustries. PATCH accepts only names that exist (jurisdictions, matched without
 * regard to case) and known categories, deduplicated; GET drops names that no longer exist.
 */
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { Db } from "../../db/client.ts";
import { jurisdictionNames } from "../../db/queries/jurisdictions.ts";
import { findUserById, updateUser } from "../../db/queries/users.ts";
import type { AppEnv } from "../context.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import { canonicalCategory, isKnownCategory } from "../../domain/categories.ts";
import { type FilterPreferences, FilterPreferencesBody } from "../schemas/legal_updates.ts";
import { invalidInput, onInvalid } from "../validation.ts";

/** Jurisdiction names by lower-cased name, as stored. */
async function jurisdictionsByName(db: Db): Promise<Map<string, string>> {
  return new Map((await jurisdictionNames(db)).map((name) => [name.toLowerCase(), name]));
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
    const account = await findUserById(db, currentUser(c).id);
    const body: FilterPreferences = {
      jurisdictions: knownNames(account?.filterJurisdictions ?? [], await jurisdictionsByName(db)),
      industries: knownCategories(account?.filterIndustries ?? []),
    };
    return c.json(body);
  })
  .patch("/", zValidator("json", FilterPreferencesBody, onInvalid), async (c) => {
    const db = c.var.db;
    const input = c.req.valid("json");
    const names = await jurisdictionsByName(db);
    const unknown = input.jurisdictions.findIndex((n) => !names.has(n.toLowerCase()));
    if (unknown >= 0) {
      const message = `Unknown jurisdiction: ${input.jurisdictions[unknown]}`;
      throw invalidInput([{ path: ["jurisdictions", unknown], message }]);
    }
    const body: FilterPreferences = {
      jurisdictions: knownNames(input.jurisdictions, names),
      industries: knownCategories(input.industries),
    };
    await updateUser(db, currentUser(c).id, {
      filterJurisdictions: body.jurisdictions,
      filterIndustries: body.industries,
      updatedAt: c.var.now(),
    });
    return c.json(body);
  });
