/**
 * A webhook receiver on 127.0.0.1 for alert tests: records every POST, verifies Standard
 * Webhooks signatures with the `standardwebhooks` package when given the secret, and answers
 * the status the test sets (200 by default). Not a _test.ts file, so `deno test` skips it.
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
  close(): Promise<void>;
}

export function startWebhookReceiver(): WebhookReceiver {
  const receiver: WebhookReceiver = {
    url: (path = "/hook") => `http://127.0.0.1:${server.addr.port}${path}`,
    calls: [],
    secret: null,
    status: 200,
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
    return new Response(receiver.status < 300 ? "ok" : "no", { status: receiver.status });
  });
  return receiver;
}
