import assert from "node:assert/strict";
import type { RevisionPair } from "../../db/queries/revision_history.ts";
import { redlineCache, redlineOf } from "./redlines.ts";

function pair(revisionId: number, before: string | null, after: string): RevisionPair {
  return {
    revisionId,
    updateId: 1,
    seenAt: new Date("2026-06-20T09:00:00Z"),
    current: { title: "Decree", content: after },
    previous: before === null ? null : { title: "Decree", content: before },
  };
}

Deno.test("a revision's redline is computed once and then reused by every message", () => {
  const redline = redlineCache();
  const revised = pair(1, "Publish within 30 days.", "Publish within 15 days.");
  const first = redline(revised);
  assert.deepEqual(first, redlineOf(revised));
  assert.equal(redline({ ...revised }), first, "the same parts, not a second diff");
  assert.deepEqual(redline(pair(2, null, "First text")), [], "nothing before a first revision");
});

Deno.test("the cache drops the oldest revisions past its character budget, never the newest", () => {
  const redline = redlineCache(60);
  const a = pair(1, "alpha beta gamma", "alpha beta delta");
  const b = pair(2, "one two three", "one two four");
  const big = pair(3, "x ".repeat(50), "y ".repeat(50));
  const first = redline(a);
  assert.equal(redline(a), first);
  redline(b);
  const large = redline(big);
  assert.equal(redline(big), large, "kept although alone over the budget");
  assert.notEqual(redline(a), first, "the oldest was dropped and computed again");
});
