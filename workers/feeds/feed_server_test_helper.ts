/**
 * A real HTTP server on 127.0.0.1 for feed tests and benchmarks (fetcher, sync). Routes:
 *
 * - `/feeds/NAME?type=TYPE`: a file of testdata/, with ETag and Last-Modified; 304 when
 *   If-None-Match or If-Modified-Since matches. "http://feed-server.invalid" in the file
 *   becomes the server's origin (for links back to it). The Content-Type is TYPE, else by
 *   extension (.html, .json).
 * - `/generated/KEY.xml?items=N&titles-only=1`: a generated RSS feed of N items (default 100),
 *   links unique per KEY (on this server, answering 404), with ETag and 304 like the fixtures;
 *   with titles-only, the items have nothing but a title and a link. For the read schedule:
 *   `newest=ISO` (the newest item's date) and `gap-minutes=M` (between items), `ttl=MINUTES`,
 *   and `cache-control=VALUE` sent as the answer's Cache-Control (on the 304 too).
 * - `/empty-items/FORMAT?items=N`: a document of N empty items (default 1,000;
 *   testdata/empty_items.ts), FORMAT federal-register, json-feed or rss.
 * - `/hostile/KEY.xml?kib=N`: an RSS feed of two items; the first one's description is
 *   "Lead text " then "&lt;script" repeated to about N KiB (default 1024), the second is plain.
 * - `/redirect/loop`: redirects to `/redirect/loop-b`, which redirects back.
 * - `/redirect/chain/N?to=PATH`: N redirects, then to PATH (default /feeds/rss2.xml).
 * - `/redirect/to?url=URL`: one redirect to any URL (file://, another host …).
 * - `/slow?ms=N`: answers after N ms (default 5,000); `/slow-body?ms=N`: sends the headers and
 *   the first bytes at once, the rest after N ms.
 * - `/big?mib=N`: an N MiB body (default 20), streamed without Content-Length.
 * - `/status/CODE?retry-after=VALUE`: that status, with a Retry-After header when given.
 *
 * Every request is recorded in `requests`. The file name does not end in _test.ts, so that
 * `deno test` does not run it.
 */
import { sleep } from "../sleep.ts";
import {
  EMPTY_ITEM_FORMATS,
  EMPTY_ITEM_SERVING,
  emptyItemsDocument,
} from "./testdata/empty_items.ts";
import { generateRssFeed } from "./testdata/generate_feed.ts";

const TESTDATA = new URL("./testdata/", import.meta.url);
const LAST_MODIFIED = "Tue, 05 Mar 2024 10:00:00 GMT";
const MIB = 1024 * 1024;

/** A request the server received. */
export interface ServedRequest {
  method: string;
  path: string;
  headers: Headers;
}

/** A running fixture server. */
export interface FeedServer {
  /** The absolute URL of a path on this server, e.g. url("/feeds/rss2.xml"). */
  url(path: string): string;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Requests received so far, oldest first. */
  requests: ServedRequest[];
  /** Stops the server, cutting pending slow answers short. */
  close(): Promise<void>;
}

function contentType(name: string): string {
  if (name.endsWith(".html")) return "text/html; charset=utf-8";
  return name.endsWith(".json") ? "application/json" : "application/xml";
}

/** Fixtures write links back to the server with this origin (a reserved, unresolvable name). */
const FIXTURE_ORIGIN = "http://feed-server.invalid";

/** The file's bytes with FIXTURE_ORIGIN replaced by the server's, when it holds it. */
function withOrigin(body: Uint8Array<ArrayBuffer>, origin: string): Uint8Array<ArrayBuffer> {
  const text = new TextDecoder().decode(body);
  if (!text.includes(FIXTURE_ORIGIN)) return body;
  return new TextEncoder().encode(text.replaceAll(FIXTURE_ORIGIN, origin));
}

function conditional(
  req: Request,
  etag: string,
  body: BodyInit,
  type: string,
  extra: Record<string, string> = {},
): Response {
  const fresh = req.headers.get("if-none-match") === etag ||
    req.headers.get("if-modified-since") === LAST_MODIFIED;
  const headers = { etag, "last-modified": LAST_MODIFIED, ...extra };
  if (fresh) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "content-type": type } });
}

function hostileFeed(key: string, kib: number, origin: string): string {
  const run = "&lt;script".repeat(Math.ceil(kib * 1024 / 10));
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Hostile</title>` +
    `<item><title>Finance Act hostile</title><link>${origin}/${key}/1</link>` +
    `<description>Lead text ${run}</description></item>` +
    `<item><title>Decree 2</title><link>${origin}/${key}/2</link>` +
    `<description>&lt;p&gt;Plain &amp;amp; simple&lt;/p&gt;</description></item>` +
    `</channel></rss>`;
}

function bigBody(bytes: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x78);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes || signal.aborted) return controller.close();
      const size = Math.min(chunk.byteLength, bytes - sent);
      controller.enqueue(chunk.subarray(0, size));
      sent += size;
    },
  });
}

function slowBody(ms: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode("<rss><channel>"));
      await sleep(ms, signal);
      try {
        controller.enqueue(encoder.encode("</channel></rss>"));
        controller.close();
      } catch {
        // the client went away and the stream is cancelled
      }
    },
  });
}

/** Starts the fixture server on 127.0.0.1 on a free port. */
export function startFeedServer(): FeedServer {
  const closing = new AbortController();
  const requests: ServedRequest[] = [];
  const handle = async (req: Request): Promise<Response> => {
    const url = new URL(req.url);
    const path = url.pathname;
    requests.push({ method: req.method, path: path + url.search, headers: req.headers });
    const param = (name: string, fallback: number) =>
      Number(url.searchParams.get(name) ?? fallback);
    const redirect = (to: string) => new Response(null, { status: 302, headers: { location: to } });

    if (path.startsWith("/feeds/")) {
      const name = path.slice("/feeds/".length);
      if (!/^[\w.-]+$/.test(name)) return new Response("bad name", { status: 400 });
      try {
        const body = withOrigin(await Deno.readFile(new URL(name, TESTDATA)), url.origin);
        const type = url.searchParams.get("type") ?? contentType(name);
        return conditional(req, `"fx-${name}-${body.byteLength}"`, body, type);
      } catch {
        return new Response("not found", { status: 404 });
      }
    }
    const generated = /^\/generated\/([\w-]+)\.xml$/.exec(path);
    if (generated) {
      const key = generated[1] ?? "feed";
      const items = param("items", 100);
      const titlesOnly = url.searchParams.get("titles-only") === "1";
      const newest = url.searchParams.get("newest");
      const ttl = url.searchParams.get("ttl");
      const cacheControl = url.searchParams.get("cache-control");
      return conditional(
        req,
        `"gen-${key}-${items}${titlesOnly ? "-t" : ""}${url.search.length}"`,
        generateRssFeed({
          items,
          key,
          baseUrl: url.origin,
          titlesOnly,
          newest: newest ? new Date(newest) : undefined,
          gapMs: param("gap-minutes", 60) * 60_000,
          ttlMinutes: ttl ? Number(ttl) : undefined,
        }),
        "application/rss+xml",
        cacheControl ? { "cache-control": cacheControl } : {},
      );
    }
    const empty = EMPTY_ITEM_FORMATS.find((format) => path === `/empty-items/${format}`);
    if (empty) {
      const body = emptyItemsDocument(empty, param("items", 1_000));
      return new Response(body, {
        headers: { "content-type": EMPTY_ITEM_SERVING[empty].contentType },
      });
    }
    const hostile = /^\/hostile\/([\w-]+)\.xml$/.exec(path);
    if (hostile) {
      const body = hostileFeed(hostile[1] ?? "feed", param("kib", 1024), url.origin);
      return new Response(body, { headers: { "content-type": "application/rss+xml" } });
    }
    if (path === "/redirect/loop") return redirect("/redirect/loop-b");
    if (path === "/redirect/loop-b") return redirect("/redirect/loop");
    const chain = /^\/redirect\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      const to = url.searchParams.get("to") ?? "/feeds/rss2.xml";
      return redirect(left > 1 ? `/redirect/chain/${left - 1}${url.search}` : to);
    }
    if (path === "/redirect/to") return redirect(url.searchParams.get("url") ?? "/");
    if (path === "/slow") {
      // Slow answers end at close(), not when the client gives up: reading req.signal would
      // make Deno print a notice about its legacy abort behaviour in every test run.
      await sleep(param("ms", 5000), closing.signal);
      return new Response("<rss><channel></channel></rss>");
    }
    if (path === "/slow-body") return new Response(slowBody(param("ms", 5000), closing.signal));
    if (path === "/big") return new Response(bigBody(param("mib", 20) * MIB, closing.signal));
    const status = /^\/status\/(\d{3})$/.exec(path);
    if (status) {
      const retryAfter = url.searchParams.get("retry-after");
      const headers: Record<string, string> = retryAfter ? { "retry-after": retryAfter } : {};
      return new Response(`status ${status[1]}`, { status: Number(status[1]), headers });
    }
    return new Response("not found", { status: 404 });
  };

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handle);
  const origin = `http://127.0.0.1:${server.addr.port}`;
  return {
    origin,
    requests,
    url: (path) => new URL(path, origin).href,
    async close() {
      closing.abort();
      await server.shutdown();
    },
  };
}
