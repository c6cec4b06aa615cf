/**
 * GET /api/calendar/TOKEN.ics: a user's calendar of deadlines, without a cookie (calendar
 * programs cannot send one). The token is a secret of which only the SHA-256 is stored
 * (api/routes/calendar_token.ts); an unknown or replaced one is a 404.
 */
import { Hono } from "hono";
import { favoritesForDeadlines, findUserByCalendarToken } from "../../db/queries/calendar.ts";
import { listVisibleTasks } from "../../db/queries/tasks.ts";
import { dueEntries } from "../../db/queries/register/entries.ts";
import { registerScopeOf } from "../../db/queries/register/scope.ts";
import { hashUrlToken, URL_TOKEN_PATTERN } from "../../workers/alerts/tokens.ts";
import { calendarText } from "../calendar/ics.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";

export const CALENDAR_NOT_FOUND = "Calendar not found";
const ICS_FILE = /^([A-Za-z0-9_-]+)\.ics$/;

export const calendar = new Hono<AppEnv>()
  .get("/:file", async (c) => {
    const token = ICS_FILE.exec(c.req.param("file"))?.[1] ?? "";
    const db = c.var.db;
    const user = URL_TOKEN_PATTERN.test(token)
      ? await findUserByCalendarToken(db, hashUrlToken(token))
      : null;
    if (!user) throw new ApiError(404, CALENDAR_NOT_FOUND);
    const [tasks, favorites, register] = await Promise.all([
      listVisibleTasks(db, user.id),
      favoritesForDeadlines(db, user.id),
      registerScopeOf(db, user.id).then((scope) => dueEntries(db, scope)),
    ]);
    const text = calendarText({
      tasks,
      favorites,
      register,
      company: {
        name: user.companyName,
        websiteUrl: user.companyWebsiteUrl,
        employeeCount: user.employeeCount,
      },
      publicUrl: c.var.settings.server.publicUrl,
      now: c.var.now(),
    });
    return c.body(text, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-cache",
    });
  });
