import assert from "node:assert/strict";
import { dbTest } from "../testing.ts";
import { insertNewUpdates } from "./ingest.ts";
import { storedItems } from "./revisions.ts";
import {
  EMBEDDED_LIMITS,
  EMBEDDED_LOOKUP_LIMITS,
  jsonChunks,
  SERVER_LIMITS,
  statementLimits,
  statementPacer,
} from "./json_chunks.ts";

dbTest(
  "statements are small where they run on our thread (PGlite), large on the server",
  async ({ db, driver }) => {
    assert.deepEqual(statementLimits(db), driver === "pglite" ? EMBEDDED_LIMITS : SERVER_LIMITS);
    assert.deepEqual(
      statementLimits(db, { lookup: true }),
      driver === "pglite" ? EMBEDDED_LOOKUP_LIMITS : SERVER_LIMITS,
    );
    // Small enough that a statement holds the event loop for milliseconds, not hundreds of them.
    assert.ok(EMBEDDED_LIMITS.rows * 10 <= SERVER_LIMITS.rows);
    assert.ok(EMBEDDED_LIMITS.bytes * 8 <= SERVER_LIMITS.bytes);
    // A batch of several small statements is stored whole, as one big one was.
    const rows = Array.from({ length: EMBEDDED_LIMITS.rows * 3 + 1 }, (_, i) => ({
      title: `Regulation ${i}`,
      content: "Duty. ".repeat(200),
      sourceUrl: `https://example.gov/items/${i}`,
      sourceUrlKey: `https://example.gov/items/${i}`,
      publishDate: new Date(Date.UTC(2026, 0, 1)),
      jurisdictionId: null,
      rssSourceId: null,
    }));
    assert.equal((await insertNewUpdates(db, rows)).length, rows.length);
    const known = await storedItems(db, rows.map((row) => row.sourceUrlKey));
    assert.equal(known.size, rows.length);
  },
  { bothDrivers: true },
);

Deno.test("a feed's rows go to PGlite in statements of at most its limits", () => {
  const rows = Array.from(
    { length: 100 },
    (_, i) => ({ title: `Act ${i}`, content: "x".repeat(700) }),
  );
  const chunks = [...jsonChunks(rows, EMBEDDED_LIMITS)].map((chunk) => JSON.parse(chunk));
  assert.deepEqual(chunks.flat(), rows, "every row once, in order");
  for (const chunk of chunks) {
    assert.ok(chunk.length <= EMBEDDED_LIMITS.rows);
    assert.ok(JSON.stringify(chunk).length <= EMBEDDED_LIMITS.bytes);
  }
});

Deno.test("a batch of statements hands the loop back once a slice of them has run", async () => {
  let clock = 0;
  const pace = statementPacer(10, () => clock);
  let timerRuns = 0;
  const timer = setInterval(() => timerRuns++, 0);
  try {
    for (let statement = 0; statement < 4; statement++) {
      await pace();
      clock += 2; // four statements of 2 ms: within one slice, no turn (a turn costs ~2 ms)
    }
    assert.equal(timerRuns, 0);
    clock += 2; // past the slice
    await pace();
    assert.ok(timerRuns > 0, "a timer (a request) ran before the next statement");
  } finally {
    clearInterval(timer);
  }
});
