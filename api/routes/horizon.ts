/**
 * GET /api/horizon?days=N (issue 29, "What's coming"): from today (UTC) to today + N days, the
 * caller's register's due dates and the deadlines of approved updates' duties not yet in it, a
 * page at a time (500 items unless asked; ADR 0167).
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { horizonRows } from "../../db/queries/register/horizon.ts";
import type { AppEnv } from "../context.ts";
import { requireUser } from "../middleware/require_role.ts";
import { toHorizonItem } from "../register/answers.ts";
import { HorizonQuery } from "../schemas/register.ts";
import type { HorizonAnswer } from "../schemas/register.ts";
import { onInvalid } from "../validation.ts";
import { actorOf, dayOf } from "../register/actor.ts";

const DAY_MS = 86_400_000;

export const horizon = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", zValidator("query", HorizonQuery, onInvalid), async (c) => {
    const { days, page, limit } = c.req.valid("query");
    const actor = await actorOf(c);
    const from = dayOf(actor.now);
    const to = dayOf(new Date(actor.now.getTime() + days * DAY_MS));
    const window = { scope: actor.scope, from, to };
    // One row past the page says whether another follows; no count: counting every approved
    // duty of a year costs more than the page itself.
    const rows = await horizonRows(c.var.db, window, {
      limit: limit + 1,
      offset: (page - 1) * limit,
    });
    const answer: HorizonAnswer = {
      days,
      from,
      to,
      items: rows.slice(0, limit).map(toHorizonItem),
      page,
      limit,
      nextPage: rows.length > limit ? page + 1 : null,
    };
    return c.json(answer);
  });
