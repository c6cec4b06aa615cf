/**
 * /api/legislative-terms (spec part 2 §7, §9): the global filter terms that decide which RSS
 * items are legislative. Admins read them (the 24 defaults until some are saved); superadmins
 * save them into global_settings "legislative_terms".
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { readLegislativeTerms, saveLegislativeTerms } from "../../db/queries/legislative_terms.ts";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import type { AppEnv } from "../context.ts";
import { requireRole, WRITE_METHODS } from "../middleware/require_role.ts";
import { LegislativeTermsBody } from "../schemas/sources.ts";
import { onInvalid } from "../validation.ts";

/** The stored terms, or the defaults when none are stored (or the value is not a list). */
async function currentTerms(db: Db): Promise<string[]> {
  return await readLegislativeTerms(db) ?? [...DEFAULT_LEGISLATIVE_TERMS];
}

export const legislativeTerms = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_ROLES))
  .on(WRITE_METHODS, "*", requireRole("superadmin"))
  .get("/", async (c) => {
    return c.json({ terms: await currentTerms(c.var.db) });
  })
  .post("/", zValidator("json", LegislativeTermsBody, onInvalid), async (c) => {
    const { terms } = c.req.valid("json");
    await saveLegislativeTerms(c.var.db, terms, c.var.now());
    return c.json({ terms });
  });
