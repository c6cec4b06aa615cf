import assert from "node:assert/strict";
import { FetchError } from "../fetch/fetch_error.ts";
import { FeedParseError } from "../parse/feed_types.ts";
import { type PagedSource, type PageRead, readPages } from "./paged.ts";

/**
 * A toy change API on 127.0.0.1: `/changes?page=N` answers `{"titles": [...], "next": M|null}`
 * for pages 1 to 3; `?fail=CODE` answers that status on page 2; page "bad" is not JSON.
 */
function startService() {
  const requests: Request[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    requests.push(req);
    const url = new URL(req.url);
    const page = Number(url.searchParams.get("page") ?? "1");
    const fail = url.searchParams.get("fail");
    if (req.headers.get("if-none-match") === '"v1"') return new Response(null, { status: 304 });
    if (fail && page === 2) {
      return new Response("slow down", { status: Number(fail), headers: { "retry-after": "120" } });
    }
    const next = page < 3 ? page + 1 : null;
    const titles = [`Change ${page}a`, `Change ${page}b`];
    return Response.json({ titles, next }, { headers: { etag: '"v1"' } });
  });
  const origin = `http://127.0.0.1:${server.addr.port}`;
  return { origin, requests, close: () => server.shutdown() };
}

/** Reads the toy answers; the cursor is the last page read. */
const toy: PagedSource = {
  key: { header: "x-api-key", required: true },
  firstPage: (endpoint, start) => ({
    url: `${endpoint}?page=${start.cursor ? Number(start.cursor) + 1 : 1}`,
    headers: { accept: "application/json" },
  }),
  readPage(bytes, context): PageRead {
    let answer: { titles: string[]; next: number | null };
    try {
      answer = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new FeedParseError("toy: not JSON");
    }
    const url = new URL(context.request.url);
    const items = answer.titles.map((title) => ({
      title,
      link: `${url.origin}/doc/${encodeURIComponent(title)}`,
      guid: null,
      publishedAt: context.fetchedAt,
      author: "",
      summary: "",
      content: "",
    }));
    const cursor = url.searchParams.get("page");
    url.searchParams.set("page", String(answer.next));
    return {
      feed: { title: "Toy", items, emptyItems: 0, itemsOverCap: 0 },
      next: answer.next === null ? null : { url: url.href },
      cursor,
    };
  },
};

const start = { cursor: null, now: new Date("2026-11-26T12:00:00Z"), language: null };

Deno.test("readPages walks the pages, hands each over before the next, and bounds a read", async () => {
  const service = startService();
  try {
    const seen: string[] = [];
    const cursors: (string | null)[] = [];
    const read = await readPages(toy, `${service.origin}/changes`, {
      start,
      apiKey: "secret-1",
      allowPrivate: true,
      onPage: (page) => {
        seen.push(...page.feed.items.map((item) => item.title));
        cursors.push(page.cursor);
        return Promise.resolve();
      },
    });
    assert.deepEqual(seen, [
      "Change 1a",
      "Change 1b",
      "Change 2a",
      "Change 2b",
      "Change 3a",
      "Change 3b",
    ]);
    assert.deepEqual(cursors, ["1", "2", "3"]);
    assert.equal(read.pages, 3);
    assert.equal(read.pagesLeft, false);
    assert.deepEqual(service.requests.map((r) => r.headers.get("x-api-key")), [
      "secret-1",
      "secret-1",
      "secret-1",
    ]);
    assert.ok(service.requests.every((r) => !r.url.includes("secret")), "never in the URL");

    const bounded = await readPages({ ...toy, pagesPerRead: 2 }, `${service.origin}/changes`, {
      start,
      apiKey: null,
      allowPrivate: true,
      onPage: () => Promise.resolve(),
    });
    assert.deepEqual([bounded.pages, bounded.pagesLeft], [2, true]);
    assert.equal(service.requests.at(-1)?.headers.get("x-api-key"), null);

    const resumed: string[] = [];
    await readPages(toy, `${service.origin}/changes`, {
      start: { ...start, cursor: "2" },
      apiKey: null,
      allowPrivate: true,
      onPage: (page) => {
        resumed.push(...page.feed.items.map((item) => item.title));
        return Promise.resolve();
      },
    });
    assert.deepEqual(resumed, ["Change 3a", "Change 3b"]);
  } finally {
    await service.close();
  }
});

Deno.test("a 429 on page 2 keeps page 1 and throws the wait the service asked for", async () => {
  const service = startService();
  try {
    let handed = 0;
    const failing = `${service.origin}/changes?fail=429`;
    const adapter: PagedSource = {
      ...toy,
      firstPage: () => ({ url: `${failing}&page=1` }),
      readPage: (bytes, context) => {
        const page = toy.readPage(bytes, context);
        const next = page.next && new URL(page.next.url);
        next?.searchParams.set("fail", "429");
        return { ...page, next: next ? { url: next.href } : null };
      },
    };
    await assert.rejects(
      readPages(adapter, failing, {
        start,
        apiKey: null,
        allowPrivate: true,
        onPage: () => Promise.resolve(void handed++),
      }),
      (error) =>
        error instanceof FetchError && error.status === 429 && error.retryAfterMs === 120_000,
    );
    assert.equal(handed, 1);
  } finally {
    await service.close();
  }
});

Deno.test("a first page answered 304 reads nothing", async () => {
  const service = startService();
  try {
    const read = await readPages(toy, `${service.origin}/changes`, {
      start,
      apiKey: null,
      etag: '"v1"',
      allowPrivate: true,
      onPage: () => Promise.reject(new Error("no page expected")),
    });
    assert.deepEqual([read.pages, read.notModified], [0, true]);
  } finally {
    await service.close();
  }
});

Deno.test("the key goes to the source's origin only, not to another host a page names", async () => {
  const service = startService();
  const elsewhere = startService();
  try {
    const adapter: PagedSource = {
      ...toy,
      readPage: (bytes, context) => {
        const page = toy.readPage(bytes, context);
        const next = page.next && new URL(page.next.url);
        if (next) next.host = new URL(elsewhere.origin).host;
        return { ...page, next: next ? { url: next.href } : null };
      },
    };
    await readPages(adapter, `${service.origin}/changes`, {
      start,
      apiKey: "secret-2",
      allowPrivate: true,
      onPage: () => Promise.resolve(),
    });
    assert.equal(service.requests.at(0)?.headers.get("x-api-key"), "secret-2");
    assert.ok(elsewhere.requests.length > 0);
    assert.ok(elsewhere.requests.every((r) => r.headers.get("x-api-key") === null));
  } finally {
    await Promise.all([service.close(), elsewhere.close()]);
  }
});
