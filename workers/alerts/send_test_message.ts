/**
 * "Send test": one message on the alert's channel now, with the newest approved updates that fit
 * it (or none yet), marked as a test (subject, heading, Standard Webhooks type `alert.test`).
 * Records no delivery, stores no unsubscribe secret (ADR 0092) and
 * never turns the alert off; answers what the channel said.
 */
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Db } from "../../db/client.ts";
import { alertsForSending } from "../../db/queries/alert_deliveries.ts";
import type { AlertRow } from "../../db/queries/alerts.ts";
import { createMailer } from "./channels/email.ts";
import type { SendOutcome } from "./channels/outcome.ts";
import { alertContent } from "./content.ts";
import { recentMatches } from "./recent_matches.ts";
import { sendAlertMessage } from "./send_message.ts";
import type { AlertSettings } from "./settings.ts";

/** Updates shown in a test message. */
export const TEST_UPDATES = 3;

/** Sends a test message of `alert`. */
export async function sendTestMessage(
  db: Db,
  settings: AlertSettings,
  alert: AlertRow,
  now: Date,
): Promise<SendOutcome> {
  const [sending] = await alertsForSending(db, [alert.id]);
  if (!sending) {
    return {
      ok: false,
      error: "alerts: the alert no longer exists",
      problem: { kind: "unknown" },
    };
  }
  const updates = await recentMatches(db, alert, TEST_UPDATES);
  const content = alertContent(alert, updates, {
    publicUrl: settings.server.publicUrl,
    test: true,
  });
  const key = `msg_test_${encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(12)))}`;
  const mailer = createMailer(settings.mail, { pool: false });
  try {
    return await sendAlertMessage({ settings, mailer, now }, sending, content, {
      key,
      unsubscribeToken: null,
    });
  } finally {
    mailer.close();
  }
}
