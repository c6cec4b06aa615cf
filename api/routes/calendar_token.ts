/**
 * POST /api/auth/calendar-token → {url}: a new secret iCalendar URL for the caller
 * (PUBLIC_URL/api/calendar/TOKEN.ics). Only the token's SHA-256 is stored, so the URL is shown
 * once; posting again replaces it and the old URL answers 404.
 */
import { Hono } from "hono";
import { setCalendarTokenHash } from "../../db/queries/calendar.ts";
import { calendarPath } from "../../domain/alerts.ts";
import { hashUrlToken, newUrlToken } from "../../workers/alerts/tokens.ts";
import type { AppEnv } from "../context.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import type { CalendarTokenResponse } from "../schemas/alerts.ts";

export const calendarToken = new Hono<AppEnv>()
  .use(requireUser())
  .post("/", async (c) => {
    const token = newUrlToken();
    await setCalendarTokenHash(c.var.db, currentUser(c).id, hashUrlToken(token));
    const answer: CalendarTokenResponse = {
      url: `${c.var.settings.server.publicUrl}${calendarPath(token)}`,
    };
    return c.json(answer);
  });
