/**
 * GET /api/horizon?days=N (issue 29, "What's coming"): from today (UTC) to today + N days, the
 * caller's register's due dates and the deadlines of approved updates' duties not yet in it.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { horizonRows } from "../../db/queries/register/horizon.ts";
import type { AppEnv } from "../context.ts";
import { requireUser } from "../middleware/require_role.ts";
import { toHorizonItem } from "../register/answers.ts";
import { HorizonQuery } from "../schemas/register.ts";
import type { z } from "zod";
import type { HorizonAnswer } from "../schemas/register.ts";
import { onInvalid } from "../validation.ts";
import { actorOf, dayOf } from "../register/actor.ts";

const DAY_MS = 86_400_000;

export const horizon = new Hono<AppEnv>()
  .use(requireUser())
  .get("/", zValidator("query", HorizonQuery, onInvalid), async (c) => {
    const { days } = c.req.valid("query");
    const actor = await actorOf(c);
    const from = dayOf(actor.now);
    const to = dayOf(new Date(actor.now.getTime() + days * DAY_MS));
    const rows = await horizonRows(c.var.db, actor.scope, { from, to });
    const answer: z.infer<typeof HorizonAnswer> = {
      days,
      from,
      to,
      items: rows.map(toHorizonItem),
    };
    return c.json(answer);
  });
