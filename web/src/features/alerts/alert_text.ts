/** Texts made from an alert's fields for its card: the channel, and a test's outcome. */
import type { Alert, TestAlertResponse } from "../../../../api/schemas/alerts.ts";
import { CARD, CHANNEL_LABELS, FORMAT_SHORT_LABELS } from "./strings.ts";

/** 'Email', 'Feed only', or 'Webhook (Slack)' with the webhook's format. */
export function channelText(alert: Pick<Alert, "channel" | "webhookFormat">): string {
  const channel = CHANNEL_LABELS[alert.channel];
  if (alert.channel !== "webhook" || !alert.webhookFormat) return channel;
  return `${channel} (${FORMAT_SHORT_LABELS[alert.webhookFormat]})`;
}

/** What the card says after a test: whether it went through, and what the channel answered. */
export function testOutcome(answer: TestAlertResponse): { ok: boolean; text: string } {
  const said = answer.message.trim() || (answer.status ? `HTTP ${answer.status}` : "");
  return { ok: answer.ok, text: answer.ok ? CARD.testSent(said) : CARD.testFailed(said) };
}
