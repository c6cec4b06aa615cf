/**
 * The controls library of the compliance register (issue 29): GET/POST /api/controls and
 * PATCH/DELETE /api/controls/{id} and GET /api/controls/{id}/history, in the caller's register (another register's control answers
 * 404 as an unknown id does).
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { listControls } from "../../db/queries/register/controls.ts";
import { controlHistory } from "../../db/queries/register/history.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { requireUser } from "../middleware/require_role.ts";
import { parseId } from "../path_id.ts";
import { toControlAnswer, toHistoryAnswer } from "../register/answers.ts";
import { changeControl, createControl, removeControl } from "../register/save_control.ts";
import {
  CONTROL_MESSAGES as M,
  type ControlAnswer,
  CreateControlBody,
  UpdateControlBody,
} from "../schemas/controls.ts";
import { onInvalid } from "../validation.ts";
import { actorOf } from "../register/actor.ts";

async function controlAnswer(db: AppEnv["Variables"]["db"], scope: string, id: number) {
  const [view] = await listControls(db, scope, id);
  if (!view) throw new ApiError(404, M.notFound);
  return toControlAnswer(view);
}

export const controls = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", async (c) => {
    const actor = await actorOf(c);
    const views = await listControls(c.var.db, actor.scope);
    const answer: { controls: ControlAnswer[] } = { controls: views.map(toControlAnswer) };
    return c.json(answer);
  })
  .post("/", zValidator("json", CreateControlBody, onInvalid), async (c) => {
    const actor = await actorOf(c);
    const id = await createControl(c.var.db, actor, c.req.valid("json"));
    return c.json(await controlAnswer(c.var.db, actor.scope, id), 201);
  })
  .patch("/:id{[0-9]+}", zValidator("json", UpdateControlBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), M.notFound);
    const actor = await actorOf(c);
    if (!(await changeControl(c.var.db, actor, { id, body: c.req.valid("json") }))) {
      throw new ApiError(404, M.notFound);
    }
    return c.json(await controlAnswer(c.var.db, actor.scope, id));
  })
  .delete("/:id{[0-9]+}", async (c) => {
    const id = parseId(c.req.param("id"), M.notFound);
    if (!(await removeControl(c.var.db, await actorOf(c), id))) {
      throw new ApiError(404, M.notFound);
    }
    return c.json({ message: M.deleted });
  })
  .get("/:id{[0-9]+}/history", async (c) => {
    const id = parseId(c.req.param("id"), M.notFound);
    const actor = await actorOf(c);
    const [view] = await listControls(c.var.db, actor.scope, id);
    if (!view) throw new ApiError(404, M.notFound);
    const rows = await controlHistory(c.var.db, id);
    return c.json({ history: rows.map(toHistoryAnswer) });
  });
