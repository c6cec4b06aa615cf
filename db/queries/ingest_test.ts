import assert from "node:assert/strict";
import { asc } from "drizzle-orm";
import { globalSettings, legalUpdates } from "../schema.ts";
import { dbTest } from "../testing.ts";
import { insertNewUpdates, type NewUpdate } from "./ingest.ts";
import { jsonChunks, SERVER_LIMITS } from "./json_chunks.ts";
import { LEGISLATIVE_TERMS_KEY, readLegislativeTerms } from "./legislative_terms.ts";
import { storedItems } from "./revisions.ts";

function row(i: number, overrides: Partial<NewUpdate> = {}): NewUpdate {
  const url = `https://example.gov/items/${i}`;
  return {
    title: `Regulation ${i}`,
    content: `Text ${i}`,
    sourceUrl: url,
    sourceUrlKey: url,
    publishDate: new Date(Date.UTC(2026, 0, 1, 0, i)),
    jurisdictionId: null,
    rssSourceId: null,
    ...overrides,
  };
}

dbTest("new updates are inserted as pending and existing links are skipped", async ({ db }) => {
  const first = await insertNewUpdates(db, [row(1), row(2)]);
  assert.equal(first.length, 2);
  const second = await insertNewUpdates(db, [row(2), row(3), row(3)]);
  assert.equal(second.length, 1, "row 2 exists and row 3 comes twice: one insert");
  const rows = await db.select().from(legalUpdates).orderBy(asc(legalUpdates.id));
  assert.deepEqual(rows.map((r) => r.title), ["Regulation 1", "Regulation 2", "Regulation 3"]);
  const [one] = rows;
  assert.equal(one?.status, "pending");
  assert.equal(one?.analysisState, "pending");
  assert.equal(one?.publishDate.toISOString(), "2026-01-01T00:01:00.000Z");
  assert.deepEqual(second, [rows[2]?.id]);
}, { bothDrivers: true });

dbTest("the optional fields are stored when given", async ({ db }) => {
  await insertNewUpdates(db, [row(1, {
    source: "Gazette",
    aiSummary: "Summary.",
    aiCategory: "Tax",
    analysisState: "done",
  })]);
  const [stored] = await db.select().from(legalUpdates);
  assert.equal(stored?.source, "Gazette");
  assert.equal(stored?.aiSummary, "Summary.");
  assert.equal(stored?.aiCategory, "Tax");
  assert.equal(stored?.analysisState, "done");
}, { bothDrivers: true });

dbTest("timers run between the statements of a long batch, even on PGlite", async ({ db }) => {
  const rows = Array.from({ length: SERVER_LIMITS.rows * 3 }, (_, i) => row(i));
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  try {
    await insertNewUpdates(db, rows);
    const ticksAfterInsert = ticks;
    // A lookup by key is cheap: only a long one (a big feed's keys) needs turns.
    const keys = Array.from({ length: 20_000 }, (_, i) => `https://example.gov/other/${i}`);
    await storedItems(db, [...rows.map((r) => r.sourceUrlKey), ...keys]);
    // PGlite answers a statement without a turn of the event loop: without the turns between
    // statements, no timer (and no request) would run while a big feed is stored.
    assert.ok(ticksAfterInsert > 0, "no timer fired during the inserts");
    assert.ok(ticks > ticksAfterInsert, "no timer fired during the lookups");
  } finally {
    clearInterval(timer);
  }
}, { bothDrivers: true });

dbTest("a few long items are stored in several statements, with timers between", async ({ db }) => {
  // 24 items of 60,000 characters: few rows, but 1.4 MB, which PGlite would take in one go.
  const rows = Array.from({ length: 24 }, (_, i) => row(i, { content: "Duty. ".repeat(10_000) }));
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  try {
    assert.equal((await insertNewUpdates(db, rows)).length, rows.length);
    assert.ok(ticks > 0, "no timer fired while the long items were stored");
  } finally {
    clearInterval(timer);
  }
}, { bothDrivers: true });

Deno.test("chunks hold at most the limits' rows and bytes, a larger row alone", () => {
  const small = Array.from({ length: SERVER_LIMITS.rows + 1 }, (_, i) => i);
  assert.deepEqual([...jsonChunks(small)].map((chunk) => JSON.parse(chunk).length), [
    SERVER_LIMITS.rows,
    1,
  ]);
  const big = "x".repeat(SERVER_LIMITS.bytes);
  const third = "y".repeat(SERVER_LIMITS.bytes / 3);
  const chunks = [...jsonChunks([third, third, big, third])];
  assert.deepEqual(chunks.map((chunk) => JSON.parse(chunk)), [[third, third], [big], [third]]);
  assert.ok(
    chunks.every((chunk) => chunk.length <= SERVER_LIMITS.bytes + 10 || chunk.includes(big)),
  );
});

dbTest("more rows than one statement holds are all inserted", async ({ db }) => {
  const rows = Array.from({ length: SERVER_LIMITS.rows * 2 + 7 }, (_, i) => row(i));
  assert.equal((await insertNewUpdates(db, rows)).length, rows.length);
}, { bothDrivers: true });

dbTest(
  "text Postgres cannot store (NUL, lone surrogates) is cleaned, not refused",
  async ({ db }) => {
    await insertNewUpdates(db, [row(1, { title: "Act\u0000 2026 \ud800", content: "a\\u0000b" })]);
    const [stored] = await db.select().from(legalUpdates);
    assert.equal(stored?.title, "Act 2026 \ufffd");
    assert.equal(stored?.content, "a\\u0000b", "an escaped-looking text is kept as written");
  },
  { bothDrivers: true },
);

dbTest(
  "the legislative terms are read from global settings when they are a list",
  async ({ db }) => {
    assert.equal(await readLegislativeTerms(db), null);
    await db.insert(globalSettings).values({
      key: LEGISLATIVE_TERMS_KEY,
      value: { not: "a list" },
    });
    assert.equal(await readLegislativeTerms(db), null);
    await db.update(globalSettings).set({ value: ["act", "law"] });
    assert.deepEqual(await readLegislativeTerms(db), ["act", "law"]);
  },
  { bothDrivers: true },
);
