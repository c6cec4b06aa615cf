/**
 * Sends one alert message on the alert's channel: an email (with its own one-click unsubscribe
 * secret, stored hashed before the message leaves) or a webhook call. Answers what the channel
 * said; never throws for a channel's failure.
 */
import type { Db } from "../../db/client.ts";
import { addUnsubscribeToken } from "../../db/queries/alerts.ts";
import type { SendingAlert } from "../../db/queries/alert_deliveries.ts";
import type { Mailer } from "./channels/email.ts";
import { alertMail } from "./channels/email_message.ts";
import { errorText, type SendOutcome } from "./channels/outcome.ts";
import { postWebhook } from "./channels/webhook.ts";
import type { AlertContent } from "./content.ts";
import type { AlertSettings } from "./settings.ts";
import { hashUrlToken, newUrlToken } from "./tokens.ts";

/** What sending needs besides the message. */
export interface SendContext {
  db: Db;
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
  messageKey: string,
): Promise<SendOutcome> {
  if (alert.channel === "webhook") {
    if (!alert.webhookUrl) return { ok: false, error: "alerts/webhook: no webhook URL" };
    return await postWebhook(
      { url: alert.webhookUrl, format: alert.webhookFormat, secret: alert.webhookSecret },
      content,
      { messageId: messageKey, now: context.now, allowPrivate: context.settings.allowPrivateFetch },
    );
  }
  if (alert.channel === "feed") return { ok: false, error: "alerts: a feed alert sends nothing" };
  try {
    const token = newUrlToken();
    await addUnsubscribeToken(context.db, alert.id, hashUrlToken(token), context.now);
    const mail = alertMail(content, {
      to: alert.email,
      publicUrl: context.settings.publicUrl,
      unsubscribeToken: token,
      messageKey,
    });
    return { ok: true, detail: await context.mailer.send(mail) };
  } catch (error) {
    return { ok: false, error: `alerts/email: ${errorText(error)}` };
  }
}
