/**
 * The compliance register (issue 29): GET/POST /api/register (the list a page at a time, ADR
 * 0167), GET/PATCH/DELETE /api/register/{id}, GET /api/register/{id}/history, GET
 * /api/register/export, GET /api/register/owners (who may own an entry: the owner filter's and
 * pickers' choices) and the evidence calls (./register_evidence.ts). Every call works in the
 * caller's register (ADR 0153): another register's entry answers 404
 * as an unknown id does.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { listControls } from "../../db/queries/register/controls.ts";
import {
  findEntry,
  listEntries,
  pageEntries,
  registerCounts,
} from "../../db/queries/register/entries.ts";
import { entryHistory } from "../../db/queries/register/history.ts";
import { scopeUsers } from "../../db/queries/register/scope.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { requireUser } from "../middleware/require_role.ts";
import { actorOf, dayOf } from "../register/actor.ts";
import { parseId } from "../path_id.ts";
import { toControlAnswer, toEntryAnswer, toHistoryAnswer } from "../register/answers.ts";
import { type Actor, changeEntry, createEntry, removeEntry } from "../register/save_entry.ts";
import { buildRegisterWorkbook } from "../register/workbook.ts";
import { XLSX_CONTENT_TYPE } from "../reports/workbook.ts";
import {
  CreateEntryBody,
  type EntryAnswer,
  type EntryListAnswer,
  EntryListQuery,
  REGISTER_MESSAGES as M,
  type RegisterOwnersAnswer,
  UpdateEntryBody,
} from "../schemas/register.ts";
import { onInvalid } from "../validation.ts";
import { registerEvidence } from "./register_evidence.ts";
import type { Context } from "hono";

async function entryAnswer(c: Context<AppEnv>, actor: Actor, id: number): Promise<EntryAnswer> {
  const view = await findEntry(c.var.db, actor.scope, id);
  if (!view) throw new ApiError(404, M.notFound);
  return toEntryAnswer(view, dayOf(actor.now));
}

export const register = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", zValidator("query", EntryListQuery, onInvalid), async (c) => {
    const actor = await actorOf(c);
    const today = dayOf(actor.now);
    const { page, limit, ...filter } = c.req.valid("query");
    const [listed, counts] = await Promise.all([
      pageEntries(c.var.db, actor.scope, {
        filter: { ...filter, today },
        limit,
        offset: (page - 1) * limit,
      }),
      registerCounts(c.var.db, actor.scope, today),
    ]);
    const answer: EntryListAnswer = {
      entries: listed.entries.map((v) => toEntryAnswer(v, today)),
      total: listed.total,
      page,
      limit,
      counts,
    };
    return c.json(answer);
  })
  .post("/", zValidator("json", CreateEntryBody, onInvalid), async (c) => {
    const actor = await actorOf(c);
    const id = await createEntry(c.var.db, actor, c.req.valid("json"));
    return c.json(await entryAnswer(c, actor, id), 201);
  })
  .get("/export", async (c) => {
    const actor = await actorOf(c);
    const today = dayOf(actor.now);
    const [entries, controls] = await Promise.all([
      listEntries(c.var.db, actor.scope),
      listControls(c.var.db, actor.scope),
    ]);
    const bytes = await buildRegisterWorkbook({
      entries: entries.map((v) => toEntryAnswer(v, today)),
      controls: controls.map(toControlAnswer),
      now: actor.now,
    });
    return c.body(bytes, 200, {
      "Content-Type": XLSX_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="compliance-register-${today}.xlsx"`,
      "Cache-Control": "no-store",
    });
  })
  .get("/owners", async (c) => {
    const actor = await actorOf(c);
    const answer: RegisterOwnersAnswer = { owners: await scopeUsers(c.var.db, actor.scope) };
    return c.json(answer);
  })
  .get("/:id{[0-9]+}", async (c) => {
    const id = parseId(c.req.param("id"), M.notFound);
    return c.json(await entryAnswer(c, await actorOf(c), id));
  })
  .patch("/:id{[0-9]+}", zValidator("json", UpdateEntryBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), M.notFound);
    const actor = await actorOf(c);
    const found = await changeEntry(c.var.db, actor, { id, body: c.req.valid("json") });
    if (!found) throw new ApiError(404, M.notFound);
    return c.json(await entryAnswer(c, actor, id));
  })
  .delete("/:id{[0-9]+}", async (c) => {
    const id = parseId(c.req.param("id"), M.notFound);
    if (!(await removeEntry(c.var.db, await actorOf(c), id))) {
      throw new ApiError(404, M.notFound);
    }
    return c.json({ message: M.deleted });
  })
  .get("/:id{[0-9]+}/history", async (c) => {
    const id = parseId(c.req.param("id"), M.notFound);
    const actor = await actorOf(c);
    if (!(await findEntry(c.var.db, actor.scope, id))) throw new ApiError(404, M.notFound);
    const rows = await entryHistory(c.var.db, id);
    return c.json({ history: rows.map(toHistoryAnswer) });
  })
  .route("/", registerEvidence);
