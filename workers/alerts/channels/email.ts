/**
 * Email through nodemailer: over SMTP_URL (a pooled transport for the worker, a single
 * connection for a test message), or, without SMTP_URL, into DATA_DIR/outbox/ as .eml files so
 * that the demo works with no mail server.
 */
// @ts-types="@types/nodemailer"
import nodemailer from "nodemailer";
import type { MailSettings } from "../../settings.ts";

export type { MailSettings };

/** One message. */
export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Without angle brackets: "alert-7-…@legalwatch.example". */
  messageId: string;
  headers: Record<string, string>;
}

/** Sends mail; close() ends pooled connections. */
export interface Mailer {
  /** Sends one message; answers what the server said (or where the file went). */
  send(mail: Mail): Promise<string>;
  close(): void;
}

/** Connections of the pooled transport: a few, as SMTP servers limit them per client. */
export const SMTP_POOL_CONNECTIONS = 8;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function message(from: string, mail: Mail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.messageId}>`,
    headers: mail.headers,
  };
}

function smtpMailer(settings: MailSettings & { smtpUrl: string }, pool: boolean): Mailer {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool,
    maxConnections: SMTP_POOL_CONNECTIONS,
    ...SMTP_TIMEOUTS,
  } as nodemailer.TransportOptions);
  return {
    async send(mail) {
      const info = await transport.sendMail(message(settings.from, mail));
      return String(info.response ?? "accepted");
    },
    close: () => transport.close(),
  };
}

function outboxMailer(settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let prepared: Promise<void> | null = null;
  return {
    async send(mail) {
      prepared ??= Deno.mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      await prepared;
      const info = await transport.sendMail(message(settings.from, mail));
      const name = `${Date.now()}-${mail.messageId.replace(/[^A-Za-z0-9._-]/g, "_")}.eml`;
      const path = `${settings.outboxDir}/${name}`;
      await Deno.writeFile(path, info.message as unknown as Uint8Array, { mode: 0o600 });
      return `written to ${path}`;
    },
    close: () => transport.close(),
  };
}

/** A mailer for the settings: SMTP (pooled when asked) or the outbox folder. */
export function createMailer(settings: MailSettings, options: { pool: boolean }): Mailer {
  return settings.smtpUrl
    ? smtpMailer({ ...settings, smtpUrl: settings.smtpUrl }, options.pool)
    : outboxMailer(settings);
}
