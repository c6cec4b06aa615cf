/**
 * A farm of real feed servers on several loopback addresses (127.0.0.x), for the scale-out test
 * and bench: each address is a host of its own for the per-host politeness. `/feed/KEY.xml`
 * answers a generated RSS feed of `items` items (links unique per KEY) after `delayMs`, like a
 * real publisher's latency, or what `answer` says for KEY. Every request is counted by path. Not a
 * test file itself.
 */
import { generateRssFeed } from "./testdata/generate_feed.ts";

/** Options of {@link startFeedFarm}. */
export interface FeedFarmOptions {
  /** The loopback addresses to listen on, e.g. ["127.0.0.10", "127.0.0.11"]. */
  hosts: readonly string[];
  /** Items per feed. */
  items: number;
  /** Wait before each answer, in ms. */
  delayMs: number;
  /**
   * Answers feed KEY's requests instead of the generated feed (the freshness bench: publishers
   * whose feeds change on its clock, with validators).
   */
  answer?: (key: string, request: Request) => Response;
}

/** A running farm. */
export interface FeedFarm {
  /** The URL of feed `key` on host number `index` (modulo the host count). */
  url(index: number, key: string): string;
  /** How many times each path was requested (path includes the host). */
  requests: Map<string, number>;
  /** Requests currently being answered. */
  inFlight(): number;
  close(): Promise<void>;
}

/** Starts one server per host address. */
export function startFeedFarm(options: FeedFarmOptions): FeedFarm {
  const requests = new Map<string, number>();
  const closing = new AbortController();
  let active = 0;
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  const servers = options.hosts.map((hostname) =>
    Deno.serve({ hostname, port: 0, onListen() {} }, async (request) => {
      const url = new URL(request.url);
      const key = `${hostname}${url.pathname}`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
      active++;
      try {
        // The abort listener goes when the wait ends: hundreds of thousands of requests (the
        // freshness bench) would otherwise pile listeners onto one signal, each add slower.
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            closing.signal.removeEventListener("abort", done);
            resolve();
          };
          const timer = setTimeout(done, options.delayMs);
          closing.signal.addEventListener("abort", done, { once: true });
        });
        const match = /^\/feed\/([\w-]+)\.xml$/.exec(url.pathname);
        if (!match) return new Response("not found", { status: 404 });
        if (options.answer) return options.answer(match[1]!, request);
        let body = cache.get(key);
        if (!body) {
          const text = generateRssFeed({
            items: options.items,
            key: match[1],
            baseUrl: `http://${hostname}`,
          });
          cache.set(key, body = new TextEncoder().encode(text));
        }
        return new Response(body, { headers: { "content-type": "application/rss+xml" } });
      } finally {
        active--;
      }
    })
  );
  const origins = servers.map((s, i) => `http://${options.hosts[i]}:${s.addr.port}`);
  return {
    url: (index, key) => `${origins[index % origins.length]}/feed/${key}.xml`,
    requests,
    inFlight: () => active,
    async close() {
      closing.abort();
      await Promise.all(servers.map((s) => s.shutdown()));
    },
  };
}
