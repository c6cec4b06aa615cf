/** Alerts and deliveries as the API answers them (api/schemas/alerts.ts). */
import type { AlertListRow } from "../../db/queries/alerts.ts";
import { type AlertChannel, feedPath } from "../../domain/alerts.ts";
import { problemCodeText } from "../../domain/fetch_problem.ts";
import type { SendOutcome } from "../../workers/alerts/channels/outcome.ts";
import {
  type Alert,
  ALERT_MESSAGES,
  type Delivery,
  type TestAlertResponse,
} from "../schemas/alerts.ts";

/**
 * The JSON of an alert. `feedToken` is given only by the calls that made it (the stored hash
 * cannot give it back), so feedUrl is null otherwise.
 */
export function toAlert(row: AlertListRow, options: { publicUrl: string; feedToken?: string }) {
  const alert: Alert = {
    id: row.id,
    name: row.name,
    jurisdictionIds: row.jurisdictionIds,
    industries: row.industries,
    keywords: row.keywords,
    channel: row.channel,
    frequency: row.frequency,
    feedUrl: options.feedToken ? `${options.publicUrl}${feedPath(options.feedToken)}` : null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastDeliveryAt: row.lastDeliveryAt?.toISOString() ?? null,
  };
  if (row.channel === "webhook") {
    alert.webhookUrl = row.webhookUrl ?? "";
    alert.webhookFormat = row.webhookFormat;
  }
  return alert;
}

/**
 * The JSON of a delivery-history row. A send's failure is said in the owner's words (its problem
 * code's text, ADR 0111), never the channel's technical message; a
 * cancellation's reason is already written for the owner.
 */
export function toDelivery(
  { lastProblem, ...row }: {
    legalUpdateId: number;
    revisionId: number | null;
    title: string;
    status: Delivery["status"];
    attempts: number;
    lastError: string | null;
    lastProblem: string | null;
    sentAt: Date | null;
  },
  channel: AlertChannel,
): Delivery {
  const lastError = lastProblem === null
    ? row.lastError
    : problemCodeText(lastProblem, channel === "webhook" ? "webhook" : "email");
  return { ...row, lastError, sentAt: row.sentAt?.toISOString() ?? null };
}

/**
 * The answer of a test: 'Delivered' or the kind of failure, never the channel's own words (a
 * receiver's status text or a resolver's message naming hosts: ADR 0089).
 */
export function toTestAnswer(outcome: SendOutcome): TestAlertResponse {
  if (outcome.ok) return { ok: true, message: ALERT_MESSAGES.testDelivered };
  const { kind, status } = outcome.problem;
  if (kind === "status" && status !== undefined) {
    return { ok: false, message: ALERT_MESSAGES.testFailedStatus(status) };
  }
  const message = kind === "timeout" ? ALERT_MESSAGES.testTimedOut : ALERT_MESSAGES.testRefused;
  return { ok: false, message };
}
