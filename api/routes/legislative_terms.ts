/**
 * /api/legislative-terms (spec part 2 §7, §9): the global filter terms that decide which RSS
 * items are legislative. Admins read them (the 24 defaults until some are saved); superadmins
 * save them into global_settings "legislative_terms".
 */
import { zValidator } from "@hono/zod-validator";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { globalSettings } from "../../db/schema.ts";
import { LEGISLATIVE_TERMS_KEY } from "../../db/seed/seed.ts";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../middleware/require_role.ts";
import { LegislativeTermsBody } from "../schemas/sources.ts";
import { onInvalid } from "../validation.ts";

const DESCRIPTION =
  "Legislative filter terms: only RSS items containing one of them (as a whole word) are processed as legislative content.";

/** The stored terms, or the defaults when none are stored (or the value is not a list). */
export async function readLegislativeTerms(db: Db): Promise<string[]> {
  const [row] = await db.select({ value: globalSettings.value }).from(globalSettings)
    .where(eq(globalSettings.key, LEGISLATIVE_TERMS_KEY));
  const value = row?.value;
  if (Array.isArray(value) && value.every((t) => typeof t === "string")) return value;
  return [...DEFAULT_LEGISLATIVE_TERMS];
}

export const legislativeTerms = new Hono<AppEnv>()
  .get("/", requireRole(...ADMIN_ROLES), async (c) => {
    return c.json({ terms: await readLegislativeTerms(c.var.db) });
  })
  .post(
    "/",
    requireRole("superadmin"),
    zValidator("json", LegislativeTermsBody, onInvalid),
    async (c) => {
      const { terms } = c.req.valid("json");
      const now = c.var.now();
      await c.var.db.insert(globalSettings)
        .values({
          key: LEGISLATIVE_TERMS_KEY,
          value: terms,
          description: DESCRIPTION,
          updatedAt: now,
        })
        .onConflictDoUpdate({ target: globalSettings.key, set: { value: terms, updatedAt: now } });
      return c.json({ terms });
    },
  );
