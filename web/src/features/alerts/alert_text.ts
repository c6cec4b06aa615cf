/** Texts made from an alert's fields for its card: the channel, and a test's outcome. */
import type { Alert, TestAlertResponse } from "@api/schemas/alerts.ts";
import { HttpError } from "@/lib/http_error.ts";
import { CARD, CHANNEL_LABELS, FORMAT_SHORT_LABELS } from "./strings.ts";

/** 'Email', 'Feed only', or 'Webhook (Slack)' with the webhook's format. */
export function channelText(alert: Pick<Alert, "channel" | "webhookFormat">): string {
  const channel = CHANNEL_LABELS[alert.channel];
  if (alert.channel !== "webhook" || !alert.webhookFormat) return channel;
  return `${channel} (${FORMAT_SHORT_LABELS[alert.webhookFormat]})`;
}

/**
 * What the card says under its actions after "Send test": the outcome, or, when the server
 * refused the test for now (429), its message, with Send test off for the Retry-After it gave.
 */
export interface TestOutcome {
  tone: "delivered" | "failed" | "wait";
  text: string;
  /** How long Send test stays off (tone "wait"). */
  waitMs?: number;
}

/** The outcome of a test the server sent. */
export function testOutcome(answer: TestAlertResponse): TestOutcome {
  return { tone: answer.ok ? "delivered" : "failed", text: CARD.testResult(answer.message) };
}

/** A 429's message and wait (its body's `retryAfter`, in seconds), else null. */
export function throttledOutcome(error: unknown): TestOutcome | null {
  if (!(error instanceof HttpError) || error.status !== 429 || !error.serverMessage) return null;
  const seconds = (error.body as { retryAfter?: unknown }).retryAfter;
  const waitMs = typeof seconds === "number" && seconds > 0 ? seconds * 1000 : 10_000;
  return { tone: "wait", text: error.serverMessage, waitMs };
}
