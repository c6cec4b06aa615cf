/**
 * Sends one alert message on the alert's channel: an email (with the one-click unsubscribe
 * secret the worker stored for it, or none for a test message) or a webhook call. Answers what
 * the channel said; never throws for a channel's failure.
 */
import type { SendingAlert } from "../../db/queries/alert_deliveries.ts";
import type { Mailer } from "./channels/email.ts";
import { alertMail } from "./channels/email_message.ts";
import type { FetchProblem } from "../../domain/fetch_problem.ts";
import { errorText, type SendOutcome } from "./channels/outcome.ts";
import { postWebhook } from "./channels/webhook.ts";
import type { AlertContent } from "./content.ts";
import type { AlertSettings } from "./settings.ts";

/** What sending needs besides the message. */
export interface SendContext {
  settings: AlertSettings;
  mailer: Mailer;
  now: Date;
}

/**
 * Sends `content` for `alert`. `messageKey` identifies the message (webhook-id, Message-ID), the
 * same on every retry of the same deliveries so that receivers can drop a repeat.
 */
export async function sendAlertMessage(
  context: SendContext,
  alert: SendingAlert,
  content: AlertContent,
  message: {
    key: string;
    /**
     * The email's one-click unsubscribe secret, already stored (the worker stores a batch's at
     * once); null for a test message, which carries none (ADR 0092).
     */
    unsubscribeToken: string | null;
  },
): Promise<SendOutcome> {
  if (alert.channel === "webhook") {
    if (!alert.webhookUrl) {
      return {
        ok: false,
        error: "alerts/webhook: no webhook URL",
        problem: { kind: "bad_url" },
      };
    }
    return await postWebhook(
      { url: alert.webhookUrl, format: alert.webhookFormat, secret: alert.webhookSecret },
      content,
      {
        messageId: message.key,
        now: context.now,
        allowPrivate: context.settings.security.allowPrivateFetch,
      },
    );
  }
  if (alert.channel === "feed") {
    return {
      ok: false,
      error: "alerts: a feed alert sends nothing",
      problem: { kind: "unknown" },
    };
  }
  try {
    const mail = alertMail(content, {
      to: alert.email,
      publicUrl: context.settings.server.publicUrl,
      unsubscribeToken: message.unsubscribeToken,
      messageKey: message.key,
    });
    return { ok: true, detail: await context.mailer.send(mail) };
  } catch (error) {
    const text = `alerts/email: ${errorText(error)}`;
    console.warn(text);
    return { ok: false, error: text, problem: mailProblem(error) };
  }
}

/** nodemailer's code for a connection, greeting or socket timeout; anything else was refused. */
function mailProblem(error: unknown): FetchProblem {
  const code = (error as { code?: unknown } | null)?.code;
  return { kind: code === "ETIMEDOUT" ? "timeout" : "unreachable" };
}
