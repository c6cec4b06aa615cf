/**
 * Sends the deliveries that are due: claims them (db/queries/alert_deliveries.ts: SKIP LOCKED,
 * attempt counted, lease), sends one message per alert with all of its claimed updates (and one
 * more with its claimed revisions, revision_content.ts), and
 * records the outcome: sent; a retry after 1 min doubling (domain/alerts.ts retryDelayMs) or
 * failed for good; or, for a webhook answering 410 Gone, the alert turned off. Deliveries of a
 * deactivated user are never claimed: they fail with OWNER_INACTIVE_REASON when they come due.
 */
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { sha256 } from "@oslojs/crypto/sha2";
import type { Db } from "../../db/client.ts";
import {
  alertsForSending,
  cancelDueOfInactiveUsers,
  claimDueDeliveries,
  type ClaimedDelivery,
  type ClaimOptions,
  type DeliveryKey,
  markFailed,
  markSent,
  type SendingAlert,
} from "../../db/queries/alert_deliveries.ts";
import { addUnsubscribeTokens, deactivateAlert } from "../../db/queries/alerts.ts";
import { retryDelayMs } from "../../domain/alerts.ts";
import { problemCode } from "../../domain/fetch_problem.ts";
import { createMailer, type Mailer } from "./channels/email.ts";
import { batchContents, messageOf } from "./batch_content.ts";
import { type Redline, redlineCache } from "./redlines.ts";
import { sendAlertMessage } from "./send_message.ts";
import type { AlertSettings } from "./settings.ts";
import { hashUrlToken, newUrlToken } from "./tokens.ts";

/** Deliveries claimed at a time. */
export const CLAIM_BATCH = 500;
/** Messages in flight at once (twice the SMTP pool's connections, so each has the next message ready; webhooks are independent). */
export const SEND_CONCURRENCY = 16;
/**
 * How long claimed deliveries stay invisible to other workers: far longer than a send can take
 * (webhooks time out after 10 s, SMTP after 30 s of silence), so only a dead worker's claims
 * come due again.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** What the history shows for the deliveries of an alert a webhook's 410 turned off. */
export const GONE_REASON = "The webhook answered 410 Gone: the alert was turned off.";
/** What the history shows for the deliveries that came due after their owner was deactivated. */
export const OWNER_INACTIVE_REASON = "The account was deactivated: nothing more is sent.";

/** Options of {@link deliverDue}. */
export interface DeliverOptions {
  now: () => Date;
  digest?: ClaimOptions["digest"];
  /** The mailer to use (the bench passes its own); else one pooled mailer for the run. */
  mailer?: Mailer;
  /** The redline of a revision (the bench compares an uncached one); else one cache per run. */
  redline?: Redline;
}

/** What one run sent. */
export interface DeliverSummary {
  messages: number;
  sent: number;
  failed: number;
  retrying: number;
}

/**
 * The same key for the same set of deliveries (an alert's, named by their updates and
 * revisions): webhook-id and Message-ID of a message.
 */
export function messageKey(alertId: number, deliveries: readonly DeliveryKey[]): string {
  const ids = deliveries.map((d) => `${d.legalUpdateId}/${d.revisionId ?? 0}`).sort().join(",");
  const digest = sha256(new TextEncoder().encode(`${alertId}:${ids}`));
  return `msg_${alertId}_${encodeBase64urlNoPadding(digest.slice(0, 16))}`;
}

/** Runs `task` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Records a failure of a message's deliveries, each by its own attempt count. */
async function recordFailure(
  db: Db,
  rows: ClaimedDelivery[],
  failure: { error: string; problem: string },
  now: Date,
) {
  const byAttempts = Map.groupBy(rows, (r) => r.attempts);
  for (const [attempts, group] of byAttempts) {
    const delay = retryDelayMs(attempts);
    const retryAt = delay === null ? null : new Date(now.getTime() + delay);
    await markFailed(db, group, { ...failure, retryAt });
  }
}

/** Sends and records one claimed batch; adds to `summary`. */
async function sendBatch(
  db: Db,
  claimed: ClaimedDelivery[],
  context: {
    settings: AlertSettings;
    mailer: Mailer;
    now: () => Date;
    summary: DeliverSummary;
    redline: Redline;
  },
) {
  const byMessage = Map.groupBy(claimed, messageOf);
  const alerts = new Map<number, SendingAlert>(
    (await alertsForSending(db, [...new Set(claimed.map((d) => d.alertId))])).map((a) => [a.id, a]),
  );
  const contentOf = await batchContents(db, claimed, {
    publicUrl: context.settings.server.publicUrl,
    redline: context.redline,
  });
  const { summary, settings, mailer } = context;
  // Sent rows are recorded in one statement when the batch is done: a worker dying before that
  // leaves them to come due after the claim's lease (sent again), as it would mid-message.
  const sent: DeliveryKey[] = [];
  // The unsubscribe secrets of the batch's emails (one per message), stored in one statement
  // before any is sent.
  const unsubscribe = new Map<string, { alertId: number; token: string }>();
  for (const [message, rows] of byMessage) {
    const alertId = rows[0]!.alertId;
    if (alerts.get(alertId)?.channel === "email") {
      unsubscribe.set(message, { alertId, token: newUrlToken() });
    }
  }
  await addUnsubscribeTokens(
    db,
    [...unsubscribe.values()].map(({ alertId, token }) => ({
      alertId,
      tokenHash: hashUrlToken(token),
    })),
    context.now(),
  );
  try {
    await eachLimited([...byMessage], SEND_CONCURRENCY, async ([message, rows]) => {
      const alertId = rows[0]!.alertId;
      const alert = alerts.get(alertId);
      if (!alert) return; // deleted since the claim: its deliveries went with it
      const content = contentOf(alert, rows);
      const now = context.now();
      const key = messageKey(alertId, rows);
      const outcome = await sendAlertMessage({ settings, mailer, now }, alert, content, {
        key,
        unsubscribeToken: unsubscribe.get(message)?.token ?? null,
      });
      summary.messages++;
      if (outcome.ok) {
        sent.push(...rows);
        summary.sent += rows.length;
      } else if (outcome.gone) {
        await deactivateAlert(db, alertId, { reason: GONE_REASON, now });
        summary.failed += rows.length;
      } else {
        const problem = problemCode(outcome.problem);
        await recordFailure(db, rows, { error: outcome.error, problem }, now);
        for (const row of rows) {
          if (retryDelayMs(row.attempts) === null) summary.failed++;
          else summary.retrying++;
        }
      }
    });
  } finally {
    await markSent(db, sent, context.now());
  }
}

/** Sends everything due now (and, with `digest`, that digest for everyone), batch by batch. */
export async function deliverDue(
  db: Db,
  settings: AlertSettings,
  options: DeliverOptions,
): Promise<DeliverSummary> {
  const summary: DeliverSummary = { messages: 0, sent: 0, failed: 0, retrying: 0 };
  // The claim skips them anyway; this gives them their reason and takes them out of the queue.
  await cancelDueOfInactiveUsers(db, { now: options.now(), reason: OWNER_INACTIVE_REASON });
  const mailer = options.mailer ?? createMailer(settings.mail, { pool: true });
  // One redline per revision for the whole run: its messages spread over every batch.
  const redline = options.redline ?? redlineCache();
  try {
    for (;;) {
      const now = options.now();
      const claimed = await claimDueDeliveries(db, {
        now,
        leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
        limit: CLAIM_BATCH,
        digest: options.digest,
      });
      if (claimed.length === 0) return summary;
      await sendBatch(db, claimed, { settings, mailer, now: options.now, summary, redline });
    }
  } finally {
    if (!options.mailer) mailer.close();
  }
}
