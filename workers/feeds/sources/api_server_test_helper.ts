/**
 * A local change API for the paged adapters' tests: a real HTTP server on 127.0.0.1 whose
 * handler answers in the service's documented shape and checks what the service demands, and a
 * read of every page through readPages that keeps what each page gave.
 */
import type { FeedItem } from "../parse/feed_types.ts";
import { type PagedSource, type PagesRead, readPages, type ReadStart } from "./paged.ts";

/** A running local API. */
export interface ApiServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Every request received, in order. */
  requests: Request[];
  close(): Promise<void>;
}

/** Starts a server answering with `handle(request, url, origin)`. */
export function startApiServer(
  handle: (request: Request, url: URL, origin: string) => Response | Promise<Response>,
): ApiServer {
  const requests: Request[] = [];
  let origin = "";
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (request) => {
    requests.push(request);
    return handle(request, new URL(request.url), origin);
  });
  origin = `http://127.0.0.1:${server.addr.port}`;
  return { origin, requests, close: () => server.shutdown() };
}

/** A testdata file of this adapter's service, as text. */
export function fixtureText(service: string, name: string): string {
  return Deno.readTextFileSync(new URL(`../testdata/${service}/${name}`, import.meta.url));
}

/** What a read gave: its items, each page's cursor, and readPages' answer. */
export interface ReadResult {
  items: FeedItem[];
  cursors: (string | null)[];
  read: PagesRead;
}

/**
 * Reads every page of a read from `start` (allowing 127.0.0.1). Rejects as readPages does; the
 * items of the pages read before are then in `options.items` when given.
 */
export async function readAll(
  adapter: PagedSource,
  endpoint: string,
  options: { start: ReadStart; apiKey: string | null; items?: FeedItem[] },
): Promise<ReadResult> {
  const items: FeedItem[] = options.items ?? [];
  const cursors: (string | null)[] = [];
  const read = await readPages(adapter, endpoint, {
    start: options.start,
    apiKey: options.apiKey,
    allowPrivate: true,
    timeoutMs: 5_000,
    onPage: (page) => {
      items.push(...page.feed.items);
      cursors.push(page.cursor);
      return Promise.resolve();
    },
  });
  return { items, cursors, read };
}
