/**
 * /api/jurisdictions (spec part 2 §7): anyone lists them (id, name, description); admins also
 * get the settings and the RSS sources of each, with each source's health (issue 14);
 * `?listed=true` answers anyone only the jurisdictions with an approved update (issue 25). Writes, and syncing one jurisdiction's sources,
 * are for superadmins. Names are unique, ignoring case (409). Deleting one removes its sources;
 * its legal updates stay.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import {
  createJurisdiction,
  deleteJurisdiction,
  findJurisdiction,
  type JurisdictionFields,
  jurisdictionNameTaken,
  listAdminJurisdictions,
  listListedJurisdictions,
  listPublicJurisdictions,
  updateJurisdiction,
} from "../../db/queries/jurisdictions.ts";
import { healthOf } from "../sources/with_health.ts";
import { isUniqueViolation } from "../accounts/unique_violation.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { isAdmin, requireRole, WRITE_METHODS } from "../middleware/require_role.ts";
import {
  JurisdictionBody,
  JurisdictionQuery,
  JurisdictionUpdateBody,
  SOURCE_MESSAGES,
} from "../schemas/sources.ts";
import { SYNC_MESSAGES, syncInBackground } from "../sources/sync_calls.ts";
import { onInvalid } from "../validation.ts";
import { parseId } from "../path_id.ts";

function duplicateName(): ApiError {
  return new ApiError(409, SOURCE_MESSAGES.duplicateName, {
    errors: { name: SOURCE_MESSAGES.duplicateName },
  });
}

/** Runs a write, turning the name index's unique violation (a race) into the 409. */
async function guardName<T>(
  db: Db,
  fields: JurisdictionFields,
  id: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (await jurisdictionNameTaken(db, fields.name, id)) throw duplicateName();
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/** The admin view of every jurisdiction (or of one), each source with its health. */
async function adminView(db: Db, now: Date, id?: number) {
  const list = await listAdminJurisdictions(db, id);
  const withHealth = await healthOf(db, now, { jurisdictionId: id });
  return list.map((j) => ({ ...j, rssSources: j.rssSources.map(withHealth) }));
}

async function answerOne(db: Db, id: number, now: Date) {
  const [jurisdiction] = await adminView(db, now, id);
  if (!jurisdiction) throw new ApiError(404, SOURCE_MESSAGES.jurisdictionNotFound);
  return jurisdiction;
}

export const jurisdictions = new Hono<AppEnv>()
  .on(WRITE_METHODS, "*", requireRole("superadmin"))
  .get("/", zValidator("query", JurisdictionQuery, onInvalid), async (c) => {
    const { db } = c.var;
    // The listing's filter: only what can match (ADR 0114).
    if (c.req.valid("query").listed === "true") return c.json(await listListedJurisdictions(db));
    return c.json(
      isAdmin(c.var.user) ? await adminView(db, c.var.now()) : await listPublicJurisdictions(db),
    );
  })
  .post("/", zValidator("json", JurisdictionBody, onInvalid), async (c) => {
    const { db } = c.var;
    const body = c.req.valid("json");
    const id = await guardName(
      db,
      body,
      undefined,
      () => createJurisdiction(db, body, c.var.now()),
    );
    return c.json(await answerOne(db, id, c.var.now()), 201);
  })
  .put("/:id", zValidator("json", JurisdictionUpdateBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), SOURCE_MESSAGES.jurisdictionNotFound);
    const { db } = c.var;
    const body = c.req.valid("json");
    if (!(await findJurisdiction(db, id))) {
      throw new ApiError(404, SOURCE_MESSAGES.jurisdictionNotFound);
    }
    const found = await guardName(
      db,
      body,
      id,
      () => updateJurisdiction(db, id, { ...body, now: c.var.now() }),
    );
    if (!found) throw new ApiError(404, SOURCE_MESSAGES.jurisdictionNotFound);
    return c.json(await answerOne(db, id, c.var.now()));
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), SOURCE_MESSAGES.jurisdictionNotFound);
    if (!(await deleteJurisdiction(c.var.db, id))) {
      throw new ApiError(404, SOURCE_MESSAGES.jurisdictionNotFound);
    }
    return c.json({ message: "Jurisdiction deleted" });
  })
  .post("/:id/sync", async (c) => {
    const id = parseId(c.req.param("id"), SYNC_MESSAGES.jurisdictionNotFound);
    if (!await findJurisdiction(c.var.db, id)) {
      throw new ApiError(404, SYNC_MESSAGES.jurisdictionNotFound);
    }
    return await syncInBackground(c, { kind: "jurisdiction", id });
  });
