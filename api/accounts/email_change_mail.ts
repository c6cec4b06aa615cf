/**
 * The two emails of a sign-in email change (issue 23): the confirmation link to the NEW address,
 * and, once it was used, the notice to the OLD one. Sent one at a time through the alerts' mail
 * transport (SMTP_URL, or .eml files in DATA_DIR/outbox without it).
 */
import { createMailer, type Mail } from "../../workers/alerts/channels/email.ts";
import type { AlertSettings } from "../../workers/alerts/settings.ts";
import { xmlText } from "../alerts/xml_text.ts";

/** The path of a confirmation link (the page with the Confirm button). */
export const emailChangePath = (token: string) => `/api/auth/email-change/confirm/${token}`;

export const EMAIL_CHANGE_MAIL_TEXTS = {
  confirmSubject: "Confirm your new LegalWatch sign-in email",
  changedSubject: "Your LegalWatch sign-in email was changed",
} as const;

/** Subject, bodies and recipient; the Message-ID is made when sending. */
type Content = Pick<Mail, "to" | "subject" | "text" | "html">;

function html(subject: string, paragraphs: string[]): string {
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<title>${xmlText(subject)}</title></head>\n` +
    `<body style="font-family: sans-serif; line-height: 1.5">\n` +
    paragraphs.map((p) => `<p>${p}</p>`).join("\n") + `\n</body></html>\n`;
}

/** The link mail to the new address; `hours` is how long the link works. */
export function confirmationMail(
  options: { to: string; currentEmail: string; url: string; hours: number },
): Content {
  const subject = EMAIL_CHANGE_MAIL_TEXTS.confirmSubject;
  const ask = `Someone asked to make ${options.to} the sign-in email of the LegalWatch account ` +
    `${options.currentEmail}. To confirm, open this link within ${options.hours} hours and ` +
    `press Confirm:`;
  const ignore = "If this was not you, ignore this email: nothing changes without the link.";
  return {
    to: options.to,
    subject,
    text: [ask, "", options.url, "", ignore, ""].join("\n"),
    html: html(subject, [
      xmlText(ask),
      `<a href="${xmlText(options.url)}">${xmlText(options.url)}</a>`,
      xmlText(ignore),
    ]),
  };
}

/** The notice to the old address after the change. */
export function changedNoticeMail(
  options: { to: string; newEmail: string; publicUrl: string },
): Content {
  const subject = EMAIL_CHANGE_MAIL_TEXTS.changedSubject;
  const told = `The sign-in email of your LegalWatch account was changed from ${options.to} to ` +
    `${options.newEmail}. Alerts and other emails now go to the new address.`;
  const help = "If you did not make this change, contact your LegalWatch administrator at once: " +
    "they can set the email back and reset your password.";
  return {
    to: options.to,
    subject,
    text: [told, "", help, "", options.publicUrl, ""].join("\n"),
    html: html(subject, [
      xmlText(told),
      xmlText(help),
      `<a href="${xmlText(options.publicUrl)}">${xmlText(options.publicUrl)}</a>`,
    ]),
  };
}

/** Sends one message over a connection of its own (no pool for a mail now and then). */
export async function sendAccountMail(settings: AlertSettings, content: Content): Promise<void> {
  const mailer = createMailer(settings.mail, { pool: false });
  const host = new URL(settings.server.publicUrl).hostname || "localhost";
  try {
    await mailer.send({
      ...content,
      messageId: `account-${crypto.randomUUID()}@${host}`,
      headers: { "Auto-Submitted": "auto-generated" },
    });
  } finally {
    mailer.close();
  }
}
