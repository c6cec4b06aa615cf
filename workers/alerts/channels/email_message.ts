/**
 * An alert email as sent: both parts from the React templates, the one-click unsubscribe
 * headers of RFC 8058 (List-Unsubscribe with an https or http URL, List-Unsubscribe-Post; not in
 * a test message, which has no secret: ADR 0092), and a Message-ID
 * made from the message's key, the same on every retry of the same message.
 */
import { unsubscribePath } from "../../../domain/alerts.ts";
import type { AlertContent } from "../content.ts";
import { renderAlertEmail } from "../templates/alert_email.tsx";
import { renderAlertText } from "../templates/alert_text.ts";
import type { Mail } from "./email.ts";

/** Builds the email of `content` for `to`. */
export function alertMail(
  content: AlertContent,
  options: {
    to: string;
    publicUrl: string;
    /** The stored one-click secret; null for a test message. */
    unsubscribeToken: string | null;
    messageKey: string;
  },
): Mail {
  const token = options.unsubscribeToken;
  const unsubscribeUrl = token === null ? null : `${options.publicUrl}${unsubscribePath(token)}`;
  const links = { unsubscribeUrl };
  const host = new URL(options.publicUrl).hostname || "localhost";
  return {
    to: options.to,
    subject: content.subject,
    html: renderAlertEmail(content, links),
    text: renderAlertText(content, links),
    messageId: `${options.messageKey}@${host}`,
    headers: {
      ...(unsubscribeUrl && {
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }),
      "Auto-Submitted": "auto-generated",
    },
  };
}
