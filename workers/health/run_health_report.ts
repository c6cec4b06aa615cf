/**
 * One run of the daily health email (issue 14): the sources that turned failing or silent since
 * the last run, one email to the active admins, then the record of what was reported. With no
 * turned source nothing is sent (recovered sources are still cleared). Sending is the caller's
 * `send`, so that the mail transport plugs in here (see ADR 0040); if it
 * throws, nothing is recorded and the next run reports the same sources.
 */
import type { Db } from "../../db/client.ts";
import {
  adminRecipients,
  healthChangesSinceLastReport,
  recordHealthReported,
} from "../../db/queries/health_report.ts";
import { composeHealthEmail, type HealthEmail } from "./health_email.ts";

/** Sends the email to the recipients. */
export type SendHealthEmail = (email: HealthEmail, to: readonly string[]) => Promise<void>;

/** What a run did. */
export interface HealthReportRun {
  reported: number;
  recovered: number;
  recipients: number;
  sent: boolean;
}

/** Runs the report at `now`. */
export async function runHealthReport(
  db: Db,
  options: { now: Date; publicUrl: string; send: SendHealthEmail },
): Promise<HealthReportRun> {
  const changes = await healthChangesSinceLastReport(db, options.now);
  const email = composeHealthEmail(changes.turned, options);
  const to = email ? await adminRecipients(db) : [];
  const sent = email !== null && to.length > 0;
  if (sent) await options.send(email, to);
  // Without recipients the turned sources stay unreported: the first admin gets them.
  await recordHealthReported(db, sent ? changes : { turned: [], recovered: changes.recovered });
  return {
    reported: sent ? changes.turned.length : 0,
    recovered: changes.recovered.length,
    recipients: to.length,
    sent,
  };
}
