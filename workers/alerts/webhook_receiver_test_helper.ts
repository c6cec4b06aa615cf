/**
 * A webhook receiver on 127.0.0.1 for alert tests: records every POST, verifies Standard
 * Webhooks signatures with the `standardwebhooks` package when given the secret, and answers
 * the status the test sets (200 by default), at once or, while held, only when released (a slow
 * receiver). Not a _test.ts file, so `deno test` skips it.
 */
import { Webhook } from "standardwebhooks";

/** A call the receiver got. */
export interface ReceivedCall {
  path: string;
  headers: Headers;
  body: string;
  /** The verified payload (standard format with a secret), or the verification error. */
  verified?: unknown;
  verifyError?: string;
}

/** A running receiver. */
export interface WebhookReceiver {
  url(path?: string): string;
  calls: ReceivedCall[];
  /** The secret signatures are checked with (set after creating the alert). */
  secret: string | null;
  /** The status every call gets from now on. */
  status: number;
  /** Makes calls wait for their answer (recorded on arrival) until the returned release. */
  hold(): () => void;
  /** Resolves once `count` calls have arrived (or rejects after `timeoutMs`). */
  waitForCalls(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function startWebhookReceiver(): WebhookReceiver {
  let held: Promise<void> | null = null;
  const receiver: WebhookReceiver = {
    url: (path = "/hook") => `http://127.0.0.1:${server.addr.port}${path}`,
    calls: [],
    secret: null,
    status: 200,
    hold() {
      const { promise, resolve } = Promise.withResolvers<void>();
      held = promise;
      return () => {
        held = null;
        resolve();
      };
    },
    async waitForCalls(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (receiver.calls.length < count) {
        if (Date.now() > until) throw new Error(`webhook: ${receiver.calls.length} of ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => server.shutdown(),
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const body = await req.text();
    const call: ReceivedCall = { path: new URL(req.url).pathname, headers: req.headers, body };
    if (receiver.secret) {
      try {
        const headers = Object.fromEntries(req.headers);
        call.verified = new Webhook(receiver.secret).verify(body, headers);
      } catch (error) {
        call.verifyError = String((error as Error).message ?? error);
      }
    }
    receiver.calls.push(call);
    if (held) await held;
    return new Response(receiver.status < 300 ? "ok" : "no", { status: receiver.status });
  });
  return receiver;
}
