/**
 * The cookie-less calls of alerts, mounted in api/routes/alerts.ts before its guard: the private
 * Atom feed and the one-click unsubscribe (RFC 8058). Each is reached by a random secret in the
 * URL of which only the SHA-256 is stored; an unknown secret is a 404, and so is an unsubscribe
 * secret older than 90 days (ADR 0093). The unsubscribe POST is
 * exempt from the CSRF rule (ADR 0075): mail providers send it without an Origin.
 */
import { type Context, Hono } from "hono";
import { findAlertByFeedToken, findAlertByUnsubscribeToken } from "../../db/queries/alerts.ts";
import { deactivateAlert } from "../../db/queries/alerts.ts";
import { FEED_ENTRIES, feedPath } from "../../domain/alerts.ts";
import { recentMatches } from "../../workers/alerts/recent_matches.ts";
import { hashUrlToken, URL_TOKEN_PATTERN } from "../../workers/alerts/tokens.ts";
import { atomFeed, feedUpdatedAt } from "../alerts/atom.ts";
import { conditionalAnswer, validatorsOf } from "../alerts/feed_cache.ts";
import {
  confirmPage,
  donePage,
  invalidPage,
  PAGE_FIELD,
  PAGE_VALUE,
} from "../alerts/unsubscribe_page.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";

export const FEED_NOT_FOUND = "Feed not found";
/** What the history shows for the deliveries an unsubscribe gave up. */
export const UNSUBSCRIBED_REASON = "Unsubscribed from an email: the alert was turned off.";

const FEED_FILE = /^([A-Za-z0-9_-]+)\.atom$/;

/** The token of a URL segment, when it has the shape of one. */
function tokenOf(value: string): string | null {
  return URL_TOKEN_PATTERN.test(value) ? value : null;
}

/** The alert of an unexpired unsubscribe secret, or null. */
function findUnsubscribing(c: Context<AppEnv>, token: string) {
  return findAlertByUnsubscribeToken(c.var.db, hashUrlToken(token), c.var.now());
}

/** True when the POST is the confirmation page's form (then a page answers, not a 204). */
async function fromPage(c: Context<AppEnv>): Promise<boolean> {
  try {
    const body = await c.req.parseBody();
    return body[PAGE_FIELD] === PAGE_VALUE;
  } catch {
    return false; // a one-click POST may carry any body, or none
  }
}

export const alertsPublic = new Hono<AppEnv>()
  .get("/feed/:file", async (c) => {
    const token = tokenOf(FEED_FILE.exec(c.req.param("file"))?.[1] ?? "");
    const alert = token ? await findAlertByFeedToken(c.var.db, hashUrlToken(token)) : null;
    if (!token || !alert) throw new ApiError(404, FEED_NOT_FOUND);
    const { publicUrl } = c.var.settings.server;
    const entries = await recentMatches(c.var.db, alert, FEED_ENTRIES);
    const validators = validatorsOf(alert, entries, feedUpdatedAt(alert, entries));
    const headers = {
      ...validators.headers,
      // Readers must ask again each time (with the validators); nothing shared may keep it.
      "Cache-Control": "private, no-cache",
    };
    const notModified = conditionalAnswer(c.req.raw.headers, validators);
    if (notModified) return c.body(null, 304, headers);
    const xml = atomFeed(alert, entries, { publicUrl, feedUrl: `${publicUrl}${feedPath(token)}` });
    return c.body(xml, 200, { ...headers, "Content-Type": "application/atom+xml; charset=utf-8" });
  })
  .get("/unsubscribe/:token", async (c) => {
    const token = tokenOf(c.req.param("token"));
    const alert = token ? await findUnsubscribing(c, token) : null;
    if (!alert) return c.html(invalidPage(), 404);
    return c.html(confirmPage(alert.name, alert.isActive));
  })
  .post("/unsubscribe/:token", async (c) => {
    const token = tokenOf(c.req.param("token"));
    const alert = token ? await findUnsubscribing(c, token) : null;
    const page = await fromPage(c);
    if (!alert) return page ? c.html(invalidPage(), 404) : c.body(null, 404);
    if (alert.isActive) {
      await deactivateAlert(c.var.db, alert.id, { reason: UNSUBSCRIBED_REASON, now: c.var.now() });
    }
    return page ? c.html(donePage(alert.name)) : c.body(null, 204);
  });
