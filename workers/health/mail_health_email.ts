/**
 * Sends the daily health email through the alerts' mail transport (SMTP_URL, or .eml files in
 * DATA_DIR/outbox without it): one message per admin, so that no admin sees the others' addresses.
 */
import { createMailer, type MailSettings } from "../alerts/channels/email.ts";
import type { SendHealthEmail } from "./run_health_report.ts";

/** A `send` for runHealthReport over `mail`, sending at `now`. */
export function mailHealthEmail(mail: MailSettings, now: Date): SendHealthEmail {
  return async (email, to) => {
    // One connection for a handful of admins once a day: no pool to keep open.
    const mailer = createMailer(mail, { pool: false });
    const domain = mail.from.match(/@([^>\s]+)/)?.[1] ?? "legalwatch.local";
    try {
      for (const address of to) {
        await mailer.send({
          to: address,
          ...email,
          messageId: `health-${now.toISOString().slice(0, 10)}-${crypto.randomUUID()}@${domain}`,
          headers: {},
        });
      }
    } finally {
      mailer.close();
    }
  };
}
