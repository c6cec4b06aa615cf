/**
 * /api/alerts (issue 13): a signed-in user's alert rules, their test message (limited per alert
 * and per user, and in flight per process: api/alerts/test_limits.ts, test_slots.ts), delivery
 * history and secrets. The cookie-less feed and unsubscribe calls are mounted first
 * (alerts_public.ts); the guard below covers everything after them. Every lookup is scoped to
 * the caller, so someone else's alert answers 404 like a missing one.
 */
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { listDeliveries } from "../../db/queries/alert_deliveries.ts";
import {
  cancelPendingDeliveries,
  deleteOwnAlert,
  findOwnAlert,
  insertAlertWithinLimit,
  listAlerts,
  rescheduleUntried,
  unknownJurisdictionIds,
  updateOwnAlert,
} from "../../db/queries/alerts.ts";
import { findUserById } from "../../db/queries/users.ts";
import { keywordColumns } from "../../domain/alert_rule.ts";
import { nextDigestAt } from "../../workers/alerts/schedule.ts";
import { sendTestMessage } from "../../workers/alerts/send_test_message.ts";
import { hashUrlToken, newUrlToken, newWebhookSecret } from "../../workers/alerts/tokens.ts";
import { toAlert, toDelivery, toTestAnswer } from "../alerts/answers.ts";
import { assertPublicWebhook } from "../alerts/webhook_address.ts";
import { countTest } from "../alerts/test_limits.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { currentUser, requireUser } from "../middleware/require_role.ts";
import { parseId } from "../path_id.ts";
import {
  ALERT_MESSAGES,
  alertRuleProblem,
  CreateAlertBody,
  DELIVERIES_SHOWN,
  type SaveAlertResponse,
  UpdateAlertBody,
} from "../schemas/alerts.ts";
import { onInvalid } from "../validation.ts";
import { alertsPublic } from "./alerts_public.ts";

/** What the history shows for deliveries given up by the owner's change. */
export const TURNED_OFF_REASON = "The alert was turned off.";
export const FEED_ONLY_REASON = "The alert now only feeds.";

/** Refuses jurisdiction ids that name nothing, naming them. */
async function assertJurisdictions(c: Context<AppEnv>, ids: readonly number[] | undefined) {
  const unknown = await unknownJurisdictionIds(c.var.db, ids ?? []);
  if (unknown.length === 0) return;
  const message = `${ALERT_MESSAGES.unknownJurisdictions}: ${unknown.join(", ")}`;
  throw new ApiError(400, message, { errors: { jurisdictionIds: message } });
}

/** The caller's alert of the path, or 404. */
async function ownAlert(c: Context<AppEnv>) {
  const id = parseId(c.req.param("id") ?? "", ALERT_MESSAGES.notFound);
  const alert = await findOwnAlert(c.var.db, currentUser(c).id, id);
  if (!alert) throw new ApiError(404, ALERT_MESSAGES.notFound);
  return alert;
}

/** A new feed token: the token for the answer, its hash for the row. */
function newFeedToken() {
  const token = newUrlToken();
  return { token, hash: hashUrlToken(token) };
}

/**
 * Gives the caller's alert a new feed URL (and the webhook secret given, if any): the old ones
 * stop working at once. Answers the alert with its new feed URL, shown this once.
 */
async function rotateTokens(c: Context<AppEnv>, changes: { webhookSecret?: string }) {
  const alert = await ownAlert(c);
  const feed = newFeedToken();
  const row = await updateOwnAlert(c.var.db, currentUser(c).id, alert.id, {
    ...changes,
    feedTokenHash: feed.hash,
    updatedAt: c.var.now(),
  });
  if (!row) throw new ApiError(404, ALERT_MESSAGES.notFound);
  const { publicUrl } = c.var.settings.server;
  return toAlert({ ...row, lastDeliveryAt: alert.lastDeliveryAt }, {
    publicUrl,
    feedToken: feed.token,
  });
}

/** A webhook URL on a private address is a 400 on its field (api/alerts/webhook_address.ts). */
function assertWebhookAddress(c: Context<AppEnv>, url: string | null) {
  if (!url) return Promise.resolve();
  return assertPublicWebhook(url, { allowPrivate: c.var.settings.security.allowPrivateFetch });
}

export const alerts = new Hono<AppEnv>()
  .route("/", alertsPublic) // feed and unsubscribe: no session, before the guard
  .use(requireUser())
  .get("/", async (c) => {
    const { publicUrl } = c.var.settings.server;
    const rows = await listAlerts(c.var.db, currentUser(c).id);
    return c.json({ alerts: rows.map((row) => toAlert(row, { publicUrl })) });
  })
  .post("/", zValidator("json", CreateAlertBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    await assertJurisdictions(c, body.jurisdictionIds);
    if (body.channel === "webhook") await assertWebhookAddress(c, body.webhookUrl);
    const now = c.var.now();
    const feed = newFeedToken();
    const webhookSecret = newWebhookSecret();
    const row = await insertAlertWithinLimit(c.var.db, {
      ...body,
      webhookUrl: body.channel === "webhook" ? body.webhookUrl : null,
      userId: currentUser(c).id,
      ...keywordColumns(body.keywords),
      webhookSecret,
      feedTokenHash: feed.hash,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new ApiError(400, ALERT_MESSAGES.tooManyAlerts);
    const { publicUrl } = c.var.settings.server;
    const answer: SaveAlertResponse = {
      alert: toAlert({ ...row, lastDeliveryAt: null }, { publicUrl, feedToken: feed.token }),
    };
    if (row.channel === "webhook") answer.webhookSecret = webhookSecret;
    return c.json(answer, 201);
  })
  .patch("/:id{[0-9]+}", zValidator("json", UpdateAlertBody, onInvalid), async (c) => {
    const body = c.req.valid("json");
    const before = await ownAlert(c);
    const channel = body.channel ?? before.channel;
    const webhookUrl = channel === "webhook"
      ? (body.webhookUrl !== undefined ? body.webhookUrl : before.webhookUrl)
      : null;
    const problem = alertRuleProblem({ channel, webhookUrl });
    if (problem) {
      throw new ApiError(400, problem.message, { errors: { [problem.field]: problem.message } });
    }
    // Checked when it changes: an alert saved before the check keeps its other edits possible.
    if (webhookUrl && webhookUrl !== before.webhookUrl) await assertWebhookAddress(c, webhookUrl);
    await assertJurisdictions(c, body.jurisdictionIds);
    const now = c.var.now();
    const becomesWebhook = channel === "webhook" && before.channel !== "webhook";
    const webhookSecret = becomesWebhook ? newWebhookSecret() : undefined;
    const user = currentUser(c);
    const after = await c.var.db.transaction(async (tx) => {
      const row = await updateOwnAlert(tx, user.id, before.id, {
        ...body,
        webhookUrl,
        ...(body.keywords ? keywordColumns(body.keywords) : {}),
        ...(webhookSecret ? { webhookSecret } : {}),
        updatedAt: now,
      });
      if (!row) throw new ApiError(404, ALERT_MESSAGES.notFound);
      if (!row.isActive && before.isActive) {
        await cancelPendingDeliveries(tx, row.id, TURNED_OFF_REASON);
      } else if (row.channel === "feed" && before.channel !== "feed") {
        await cancelPendingDeliveries(tx, row.id, FEED_ONLY_REASON);
      } else if (row.frequency !== before.frequency) {
        const zone = (await findUserById(tx, user.id))?.timeZone ?? "UTC";
        const dueAt = row.frequency === "instant" ? now : nextDigestAt(now, zone, row.frequency);
        await rescheduleUntried(tx, row.id, dueAt);
      }
      return row;
    });
    const { publicUrl } = c.var.settings.server;
    const answer: SaveAlertResponse = {
      alert: toAlert({ ...after, lastDeliveryAt: before.lastDeliveryAt }, { publicUrl }),
    };
    if (webhookSecret) answer.webhookSecret = webhookSecret;
    return c.json(answer);
  })
  .delete("/:id{[0-9]+}", async (c) => {
    const id = parseId(c.req.param("id"), ALERT_MESSAGES.notFound);
    if (!await deleteOwnAlert(c.var.db, currentUser(c).id, id)) {
      throw new ApiError(404, ALERT_MESSAGES.notFound);
    }
    return c.json({ message: ALERT_MESSAGES.deleted });
  })
  .post("/:id{[0-9]+}/test", async (c) => {
    const alert = await ownAlert(c);
    if (alert.channel === "feed") throw new ApiError(400, ALERT_MESSAGES.feedSendsNothing);
    const user = currentUser(c);
    // The slot first: a refused call then counts nothing and sends nothing.
    const release = c.var.alertTestSlots.take(user.id);
    try {
      const now = c.var.now();
      await countTest(c.var.db, { userId: user.id, alertId: alert.id }, now);
      const outcome = await sendTestMessage(c.var.db, c.var.settings, alert, now);
      return c.json(toTestAnswer(outcome));
    } finally {
      release();
    }
  })
  .get("/:id{[0-9]+}/deliveries", async (c) => {
    const alert = await ownAlert(c);
    const rows = await listDeliveries(c.var.db, alert.id, DELIVERIES_SHOWN);
    return c.json({ deliveries: rows.map((row) => toDelivery(row, alert.channel)) });
  })
  .post("/:id{[0-9]+}/rotate-secret", async (c) => {
    const webhookSecret = newWebhookSecret();
    return c.json({ alert: await rotateTokens(c, { webhookSecret }), webhookSecret });
  })
  .post("/:id{[0-9]+}/rotate-feed", async (c) => c.json({ alert: await rotateTokens(c, {}) }));
