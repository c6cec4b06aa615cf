/**
 * A real WebSub hub and publisher on 127.0.0.1 for tests and the bench (ours, W3C WebSub §5–8):
 *
 * - `POST /hub`: a subscription request (form). Answers 202 (or 400 when `refuse` is set), then
 *   verifies the subscriber's intent by a GET on its callback with a random hub.challenge and
 *   `leaseSeconds`; a subscription is kept when the answer echoes the challenge. An unsubscribe
 *   is verified the same way and removes it.
 * - `GET /feeds/atom.xml`, `/feeds/rss.xml`: a feed naming this hub and its own self URL in
 *   `<atom:link>`s; `/feeds/plain.xml` names them only in the HTTP `Link` header.
 *
 * `publish(topic, body, signing)` pushes a document to every verified subscriber of `topic`,
 * signed with its secret, with a forged signature, or unsigned. Every request to the hub is
 * recorded in `requests`. The file name does not end in _test.ts, so that `deno test` does not
 * run it.
 */
import { signBody } from "./signature.ts";

/** A verified subscription the hub holds. */
export interface HubSubscription {
  callback: string;
  topic: string;
  secret: string;
}

/** How a pushed document is signed. */
export type Signing = "signed" | "forged" | "unsigned";

/** A running hub. */
export interface TestHub {
  origin: string;
  /** This hub's URL (what the feeds name). */
  hubUrl: string;
  /** A feed of this server: atom.xml, rss.xml or plain.xml (Link headers only). */
  feedUrl(name: "atom.xml" | "rss.xml" | "plain.xml"): string;
  /** The subscription requests received (their form fields), oldest first. */
  requests: Record<string, string>[];
  /** The verified subscriptions, by callback. */
  subscriptions: Map<string, HubSubscription>;
  /** Resolves once a verification round of `mode` ended for `topic` (true when echoed). */
  verified(mode: string, topic: string): Promise<boolean>;
  /** Pushes `body` to every subscriber of `topic`; answers their HTTP statuses. */
  publish(topic: string, body: string, signing?: Signing): Promise<number[]>;
  close(): Promise<void>;
}

/** An Atom or RSS document with one entry per `links` item, naming the hub and self. */
export function feedDocument(
  format: "atom" | "rss",
  urls: { hub: string; self: string },
  links: readonly string[],
): string {
  const prefix = format === "rss" ? "atom:" : "";
  const hub = `<${prefix}link rel="hub" href="${urls.hub}"/>` +
    `<${prefix}link rel="self" href="${urls.self}"/>`;
  if (format === "rss") {
    const items = links.map((link) =>
      `<item><title>Regulation notice ${link}</title><link>${link}</link>` +
      `<description>A new regulation was published.</description></item>`
    ).join("");
    return `<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">` +
      `<channel><title>Gazette</title>${hub}${items}</channel></rss>`;
  }
  const entries = links.map((link) =>
    `<entry><title>Regulation notice ${link}</title><link href="${link}"/><id>${link}</id>` +
    `<updated>2026-06-15T11:00:00Z</updated><summary>A new regulation was published.</summary></entry>`
  ).join("");
  return `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">` +
    `<title>Gazette</title>${hub}${entries}</feed>`;
}

/** Starts the hub; `leaseSeconds` is the lease it grants, `refuse` makes it answer 400. */
export function startTestHub(options: { leaseSeconds?: number; refuse?: boolean } = {}): TestHub {
  const requests: Record<string, string>[] = [];
  const subscriptions = new Map<string, HubSubscription>();
  const rounds: { mode: string; topic: string; echoed: Promise<boolean> }[] = [];
  let origin = "";

  async function verify(form: Record<string, string>): Promise<boolean> {
    const callback = new URL(form["hub.callback"]!);
    const challenge = crypto.randomUUID();
    callback.searchParams.set("hub.mode", form["hub.mode"]!);
    callback.searchParams.set("hub.topic", form["hub.topic"]!);
    callback.searchParams.set("hub.challenge", challenge);
    callback.searchParams.set("hub.lease_seconds", String(options.leaseSeconds ?? 864_000));
    const res = await fetch(callback);
    const echoed = res.ok && (await res.text()) === challenge;
    const key = form["hub.callback"]!;
    if (echoed && form["hub.mode"] === "subscribe") {
      subscriptions.set(key, {
        callback: key,
        topic: form["hub.topic"]!,
        secret: form["hub.secret"]!,
      });
    }
    if (echoed && form["hub.mode"] === "unsubscribe") subscriptions.delete(key);
    return echoed;
  }

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    if (req.method === "POST" && url.pathname === "/hub") {
      const form = Object.fromEntries(new URLSearchParams(await req.text()));
      requests.push(form);
      if (options.refuse) return new Response("refused", { status: 400 });
      // Verified after the answer, as most hubs do (asynchronous verification).
      const echoed = new Promise<boolean>((resolve) => setTimeout(resolve, 0))
        .then(() => verify(form)).catch(() => false);
      rounds.push({ mode: form["hub.mode"] ?? "", topic: form["hub.topic"] ?? "", echoed });
      return new Response(null, { status: 202 });
    }
    const urls = { hub: `${origin}/hub`, self: `${origin}${url.pathname}` };
    const item = [`${origin}/notices/first`];
    if (url.pathname === "/feeds/atom.xml" || url.pathname === "/feeds/rss.xml") {
      const format = url.pathname.includes("atom") ? "atom" : "rss";
      return new Response(feedDocument(format, urls, item), {
        headers: { "content-type": "application/xml" },
      });
    }
    if (url.pathname === "/feeds/plain.xml") {
      const plain = feedDocument("rss", urls, item).replace(/<atom:link[^>]*\/>/g, "");
      return new Response(plain, {
        headers: {
          "content-type": "application/xml",
          link: `<${urls.hub}>; rel="hub", <${urls.self}>; rel="self"`,
        },
      });
    }
    return new Response("not found", { status: 404 });
  });
  origin = `http://127.0.0.1:${server.addr.port}`;

  return {
    origin,
    hubUrl: `${origin}/hub`,
    feedUrl: (name) => `${origin}/feeds/${name}`,
    requests,
    subscriptions,
    async verified(mode, topic) {
      for (let waited = 0; waited < 5_000; waited += 10) {
        const round = rounds.find((r) => r.mode === mode && r.topic === topic);
        if (round) {
          rounds.splice(rounds.indexOf(round), 1);
          return await round.echoed;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`test hub: no ${mode} request for ${topic} within 5 s`);
    },
    async publish(topic, body, signing = "signed") {
      const bytes = new TextEncoder().encode(body);
      const statuses: number[] = [];
      for (const sub of subscriptions.values()) {
        if (sub.topic !== topic) continue;
        const headers: Record<string, string> = { "content-type": "application/atom+xml" };
        if (signing === "signed") headers["x-hub-signature"] = signBody(bytes, sub.secret);
        if (signing === "forged") headers["x-hub-signature"] = signBody(bytes, "not-the-secret");
        const res = await fetch(sub.callback, { method: "POST", headers, body: bytes });
        await res.body?.cancel();
        statuses.push(res.status);
      }
      return statuses;
    },
    async close() {
      await Promise.allSettled(rounds.map((r) => r.echoed));
      await server.shutdown();
    },
  };
}
