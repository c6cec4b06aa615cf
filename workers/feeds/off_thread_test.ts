import assert from "node:assert/strict";
import { FeedParseError } from "./parse/feed_types.ts";
import {
  extractMainTextOffThread,
  OFF_THREAD_MIN_BYTES,
  OFF_THREAD_MIN_ROWS,
  parseFeedOffThread,
  parseSourceOffThread,
  rowWorkOffThread,
} from "./off_thread.ts";
import { doRowWork, type RowWork } from "./row_work.ts";
import { extractMainText } from "./parse/page_text.ts";
import { parseFeed } from "./parse/parse.ts";
import { EMPTY_ITEM_SERVING, emptyItemsDocument } from "./testdata/empty_items.ts";
import { generateRssFeed } from "./testdata/generate_feed.ts";
import { MAX_ITEMS_PER_DOCUMENT } from "./parse/feed_types.ts";
import { parseSource } from "./sources/adapters.ts";

const options = { feedUrl: "https://legislation.example.gov/feed.xml", fetchedAt: new Date() };
const encode = (text: string) => new TextEncoder().encode(text);

/** An RSS feed whose one item's description is `&lt;script` repeated to about `bytes`. */
function hostileFeed(bytes: number): Uint8Array {
  return encode(
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Hostile</title>` +
      `<item><title>Finance Act</title><link>https://hostile.example/1</link><description>` +
      `Lead text ${"&lt;script".repeat(Math.ceil(bytes / 10))}</description></item>` +
      `</channel></rss>`,
  );
}

Deno.test("a big feed read in the sync's worker is what parseFeed reads", async () => {
  const bytes = encode(generateRssFeed({ items: 600 }));
  assert.ok(bytes.byteLength >= OFF_THREAD_MIN_BYTES);
  assert.deepEqual(await parseFeedOffThread(bytes, options), parseFeed(bytes, options));
});

Deno.test("timers keep firing while a big hostile feed is parsed", async () => {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  try {
    const feed = await parseFeedOffThread(hostileFeed(2 * 1024 * 1024), options);
    assert.equal(feed.items[0]?.summary, "Lead text");
  } finally {
    clearInterval(timer);
  }
  // Parsed inline, the parse would run start to end before any timer could fire.
  assert.ok(ticks > 0, "no timer fired during the parse");
});

Deno.test("a big document that is not a feed is refused with a FeedParseError", async () => {
  const page = encode(`<!DOCTYPE html><html><body>${"<p>x</p>".repeat(40_000)}</body></html>`);
  await assert.rejects(parseFeedOffThread(page, options), (error: Error) => {
    assert.ok(error instanceof FeedParseError);
    assert.match(error.message, /^feeds\/parse: not a feed/);
    return true;
  });
});

Deno.test("small documents are read inline, with the same result", async () => {
  const bytes = encode(generateRssFeed({ items: 3 }));
  assert.deepEqual(await parseFeedOffThread(bytes, options), parseFeed(bytes, options));
  assert.equal(await extractMainTextOffThread("<main>Decree</main>"), "Decree");
});

Deno.test("a big page's main text read in the worker is what extractMainText reads", async () => {
  const page = `<body><nav>Menu</nav><main>${"<p>The statute applies. </p>".repeat(12_000)}</main>`;
  assert.ok(page.length >= OFF_THREAD_MIN_BYTES);
  assert.equal(await extractMainTextOffThread(page), extractMainText(page));
});

Deno.test("the worker reads every source format: a big web page by its selector", async () => {
  const links = Array.from(
    { length: 5_000 },
    (_, i) => `<li class="notice"><a href="/n/${i}">Notice number ${i} of the year</a></li>`,
  );
  const bytes = encode(`<html><body><ul class="n">${links.join("")}</ul></body></html>`);
  assert.ok(bytes.byteLength >= OFF_THREAD_MIN_BYTES);
  const page = { ...options, selector: "ul.n a" };
  const feed = await parseSourceOffThread("web-page", bytes, page);
  assert.deepEqual(feed, parseSource("web-page", bytes, page));
  assert.equal(feed.items[4_999]?.link, "https://legislation.example.gov/n/4999");
  await assert.rejects(
    parseSourceOffThread("web-page", bytes, { ...page, selector: "ul[" }),
    (error: Error) => error instanceof FeedParseError && /invalid selector/.test(error.message),
  );
});

Deno.test("the worker sends back no empty item, whatever the format", async () => {
  const documents = { "federal-register": 100_000, "json-feed": 30_000, "rss": 30_000 } as const;
  for (const [format, count] of Object.entries(documents)) {
    const kind = format as keyof typeof documents;
    const bytes = encode(emptyItemsDocument(kind, count));
    assert.ok(bytes.byteLength >= OFF_THREAD_MIN_BYTES, format);
    const { contentType, sourceFormat } = EMPTY_ITEM_SERVING[kind];
    const feed = await parseSourceOffThread(sourceFormat, bytes, { ...options, contentType });
    assert.deepEqual([feed.items.length, feed.emptyItems, feed.itemsOverCap], [0, count, 0]);
  }
});

Deno.test("the worker sends back at most 5,000 items of a document and counts the rest", async () => {
  const bytes = encode(generateRssFeed({ items: 6_000, titlesOnly: true }));
  assert.ok(bytes.byteLength >= OFF_THREAD_MIN_BYTES);
  const feed = await parseFeedOffThread(bytes, options);
  assert.equal(feed.items.length, MAX_ITEMS_PER_DOCUMENT);
  assert.equal(feed.items.at(-1)?.link, "https://legislation.example.gov/feed/items/4999");
  assert.deepEqual([feed.emptyItems, feed.itemsOverCap], [0, 1_000]);
});

/** A batch of new rows of a jurisdiction's source, analysed and grouped. */
function rowWork(count: number, content: string): RowWork {
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Finance (No. ${i}) Regulations 2026`,
    content: `${content} Employers must register by 1 April 2027.`,
    sourceUrl: `https://www.legislation.gov.uk/uksi/2026/${i + 1}/made`,
    publishDate: new Date("2026-03-01T00:00:00Z"),
  }));
  const group = { format: "auto", sourceType: "jurisdiction", jurisdictionId: 7 };
  return { rows, analyse: true, group };
}

Deno.test("a big batch of new rows worked on in the worker comes back as done inline", async () => {
  const work = rowWork(OFF_THREAD_MIN_ROWS * 3, "The regulations amend the reporting duties.");
  const done = await rowWorkOffThread(work);
  // The features' maps, sets and signatures come back whole, as the grouping reads them.
  assert.deepEqual(done, doRowWork(work));
  assert.ok(done.groupings?.[0]?.features.signature instanceof Uint32Array);
  assert.equal(done.analyses?.[5]?.obligations[0]?.deadline, "2027-04-01");
});
