/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) for alert tests and the bench:
 * every message is read back with `mailparser`. `failNext(n)` makes the next n messages fail
 * with a 451, as a busy mail server would. Not a _test.ts file, so `deno test` does not run it.
 */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message the server accepted, parsed. */
export interface ReceivedMail {
  parsed: ParsedMail;
  /** Header lines as sent, lower-case names ("list-unsubscribe" → "<…>"). */
  headers: Map<string, string>;
  to: string[];
}

/** A running test mail server. */
export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` messages with 451. */
  failNext(count: number): void;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  /** Counts messages without parsing them (the bench): `parse: false` at start. */
  count: number;
  close(): Promise<void>;
}

/** Starts the server; with `parse: false` messages are only counted. */
export async function startSmtpServer(options: { parse?: boolean } = {}): Promise<TestSmtpServer> {
  const parse = options.parse ?? true;
  const received: ReceivedMail[] = [];
  let failing = 0;
  let count = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const arrived = () => {
    count++;
    for (const w of [...waiters]) {
      if (count >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    maxClients: 50,
    onData(stream, session, callback) {
      if (failing > 0) {
        failing--;
        stream.resume();
        stream.on("end", () => {
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      const to = session.envelope.rcptTo.map((r) => r.address);
      if (!parse) {
        stream.resume();
        stream.on("end", () => {
          arrived();
          callback();
        });
        return;
      }
      simpleParser(stream).then((parsed) => {
        const headers = new Map(parsed.headerLines.map((h) => [h.key, h.line]));
        received.push({ parsed, headers, to });
        arrived();
        callback();
      }, (error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (n) => void (failing = n),
    get count() {
      return count;
    },
    waitFor(wanted, timeoutMs = 10_000) {
      if (count >= wanted) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`smtp: ${count} of ${wanted}`)), timeoutMs);
        waiters.push({
          count: wanted,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The value of a header line as sent ("List-Unsubscribe: <…>" → "<…>"). */
export function headerValue(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.headers.get(name.toLowerCase());
  return line?.slice(line.indexOf(":") + 1).trim();
}
