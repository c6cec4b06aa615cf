/**
 * Posts an alert message to its webhook through the guarded fetcher (workers/feeds/fetch): http
 * or https, public addresses only unless ALLOW_PRIVATE_FETCH, 10 s over the whole exchange, and
 * no redirect followed (a redirect is a failure, so a public URL cannot bounce the request to a
 * private address). Standard-format bodies are signed; Slack and Teams URLs carry their own
 * secret.
 */
import type { WebhookFormat } from "../../../domain/alerts.ts";
import { guardedFetch } from "../../feeds/fetch/fetcher.ts";
import { FetchError } from "../../feeds/fetch/fetch_error.ts";
import { problemOf } from "../../feeds/fetch/problem_of.ts";
import type { AlertContent } from "../content.ts";
import { errorText, type SendOutcome } from "./outcome.ts";
import { signatureHeaders } from "./signature.ts";
import { webhookBody } from "./webhook_payloads.ts";

/** Where and how an alert's webhook is called. */
export interface WebhookTarget {
  url: string;
  format: WebhookFormat;
  secret: string;
}

/**
 * The longest answer body read (and ignored) from a receiver: a longer one makes the call fail,
 * so generous enough that no real receiver's 2xx turns into a retry.
 */
const ANSWER_MAX_BYTES = 1024 * 1024;
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Sends one message; `messageId` is the webhook-id (the same on every retry of a message). */
export async function postWebhook(
  target: WebhookTarget,
  content: AlertContent,
  options: { messageId: string; now: Date; allowPrivate: boolean },
): Promise<SendOutcome> {
  const body = webhookBody(target.format, content, options.now);
  const headers = target.format === "standard"
    ? signatureHeaders(target.secret, { id: options.messageId, timestamp: options.now, body })
    : undefined;
  try {
    const answer = await guardedFetch(target.url, {
      post: { body, contentType: "application/json", headers },
      accept: "application/json, text/plain;q=0.9, */*;q=0.5",
      maxRedirects: 0,
      maxBytes: ANSWER_MAX_BYTES,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowPrivate: options.allowPrivate,
    });
    return { ok: true, status: answer.status, detail: `HTTP ${answer.status}` };
  } catch (error) {
    const status = error instanceof FetchError ? error.status : undefined;
    const message = errorText(error).replace(/^feeds\/fetcher: /, "alerts/webhook: ");
    // The technical text goes to the log and lastError; the owner reads `problem` (ADR 0111).
    console.warn(`${message} (webhook message ${options.messageId})`);
    return {
      ok: false,
      status,
      error: message,
      problem: problemOf(error),
      gone: status === 410,
    };
  }
}
