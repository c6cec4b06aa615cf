/**
 * What the alert engine needs from the configuration (api/env.ts): where links point, how mail
 * goes, and whether webhooks may reach private addresses. Passed in by api/main.ts (worker
 * runtime and app config) and scripts/alerts_run.ts.
 */
import type { MailSettings } from "./channels/email.ts";

export interface AlertSettings {
  /** PUBLIC_URL without a trailing slash: the base of every link in a message. */
  publicUrl: string;
  mail: MailSettings;
  /** ALLOW_PRIVATE_FETCH: webhooks may reach loopback and private addresses. */
  allowPrivateFetch: boolean;
}
