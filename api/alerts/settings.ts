/**
 * The alert settings from the parsed environment (PUBLIC_URL, SMTP_URL, MAIL_FROM, DATA_DIR,
 * ALLOW_PRIVATE_FETCH), for the worker runtime and the app; and the fallback a route uses when
 * the app was built without them.
 */
import type { Context } from "hono";
import type { AlertSettings } from "../../workers/alerts/settings.ts";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";
import { requestOrigin } from "../request_origin.ts";

/** Where alert emails are written without SMTP_URL. */
export function outboxDir(env: Pick<Env, "DATA_DIR">): string {
  return `${env.DATA_DIR.replace(/\/+$/, "")}/outbox`;
}

/** The SMTP server's host and port, for the start banner (never the password). */
export function smtpHost(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return "SMTP_URL";
  }
}

/** The settings of the alert engine. */
export function alertSettings(
  env: Pick<Env, "PUBLIC_URL" | "SMTP_URL" | "MAIL_FROM" | "DATA_DIR" | "ALLOW_PRIVATE_FETCH">,
): AlertSettings {
  return {
    publicUrl: env.PUBLIC_URL,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: outboxDir(env) },
    allowPrivateFetch: env.ALLOW_PRIVATE_FETCH,
  };
}

/** The settings a request works with: the app's, else the request's origin and the outbox. */
export function requestAlertSettings(c: Context<AppEnv>): AlertSettings {
  const config = c.var.config;
  return config.alerts ?? {
    publicUrl: requestOrigin(c),
    mail: { from: "LegalWatch <alerts@localhost>", outboxDir: "./.data/outbox" },
    allowPrivateFetch: config.allowPrivateFetch ?? false,
  };
}
