import assert from "node:assert/strict";
import { CATEGORIES } from "../../domain/categories.ts";
import { normaliseUrl } from "../../domain/link_key.ts";
import { DEMO_UPDATE_COUNT, generateDemoUpdates } from "./demo_updates.ts";
import { SEED_JURISDICTIONS } from "./jurisdictions_data.ts";

const NOW = new Date("2026-03-15T09:30:00Z");
const DAY = 86_400_000;
const updates = generateDemoUpdates(NOW);

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}

Deno.test("the same now gives identical demo updates", () => {
  assert.deepEqual(generateDemoUpdates(new Date(NOW)), updates);
});

Deno.test("another now moves the dates and keeps the updates", () => {
  const later = generateDemoUpdates(new Date(NOW.getTime() + 10 * DAY));
  assert.deepEqual(later.map((u) => u.title), updates.map((u) => u.title));
  later.forEach((u, i) => {
    assert.equal(u.publishDate.getTime() - (updates[i]?.publishDate.getTime() ?? 0), 10 * DAY);
  });
});

Deno.test("200 updates over all 14 categories, with about 60/25/15% approved/pending/rejected", () => {
  assert.equal(updates.length, DEMO_UPDATE_COUNT);
  assert.deepEqual(new Set(updates.map((u) => u.aiCategory)), new Set(CATEGORIES));
  const count = (status: string) => updates.filter((u) => u.status === status).length;
  assert.equal(count("approved"), 120);
  assert.equal(count("pending"), 50);
  assert.equal(count("rejected"), 30);
});

Deno.test("publish dates span the two years before now; pending ones are recent", () => {
  const ages = updates.map((u) => (NOW.getTime() - u.publishDate.getTime()) / DAY);
  assert.ok(ages.every((a) => a >= 0 && a <= 730));
  assert.ok(Math.max(...ages) > 700, "nothing from nearly two years ago");
  for (let quarter = 0; quarter < 8; quarter++) {
    assert.ok(ages.some((a) => a >= quarter * 91 && a < (quarter + 1) * 91), `quarter ${quarter}`);
  }
  for (const u of updates.filter((u) => u.status === "pending")) {
    assert.ok(NOW.getTime() - u.publishDate.getTime() <= 90 * DAY);
  }
});

Deno.test("review dates follow the status: approved 1 to 3 days after publication, capped at now", () => {
  for (const u of updates) {
    assert.ok(u.createdAt >= u.publishDate && u.createdAt <= NOW);
    if (u.status === "pending") {
      assert.equal(u.reviewedAt, null);
      assert.equal(u.approvedAt, null);
      continue;
    }
    assert.ok(u.reviewedAt);
    const days = (u.reviewedAt.getTime() - u.publishDate.getTime()) / DAY;
    assert.ok(u.reviewedAt <= NOW);
    assert.ok(
      u.reviewedAt.getTime() === Math.floor(NOW.getTime() / 60_000) * 60_000 ||
        (days >= 0.99 && days <= 3),
    );
    assert.deepEqual(u.approvedAt, u.status === "approved" ? u.reviewedAt : null);
  }
});

Deno.test("titles and links are unique, and each link is https on its source's domain", () => {
  assert.equal(new Set(updates.map((u) => u.title)).size, updates.length);
  assert.equal(new Set(updates.map((u) => normaliseUrl(u.sourceUrl))).size, updates.length);
  const feeds = new Map(
    SEED_JURISDICTIONS.flatMap((j) => j.sources.map((s) => [`${j.name}|${s.name}`, s.url])),
  );
  const bare = (url: string) => new URL(url).hostname.replace(/^www\./, "");
  for (const u of updates) {
    assert.equal(new URL(u.sourceUrl).protocol, "https:");
    if (u.sourceName === null) {
      assert.ok(u.manualSource, u.title);
      continue;
    }
    const feed = feeds.get(`${u.jurisdiction}|${u.sourceName}`);
    assert.ok(feed, `${u.sourceName} is not a source of ${u.jurisdiction}`);
    assert.equal(bare(u.sourceUrl), bare(feed));
  }
  assert.ok(updates.some((u) => u.sourceName === null));
});

Deno.test("texts are filled in: content 2 to 5 sentences, summary 1 to 2 and at most 60 words", () => {
  for (const u of updates) {
    for (const text of [u.title, u.content, u.aiSummary]) assert.doesNotMatch(text, /[{}]/);
    const n = sentences(u.content);
    assert.ok(n >= 2 && n <= 5, `${u.title}: ${n} sentences`);
    assert.ok(sentences(u.aiSummary) <= 2, u.title);
    assert.ok(u.aiSummary.split(/\s+/).length <= 60, u.title);
    assert.ok(u.title.length <= 500);
  }
});

Deno.test("deadlines read as dates in the jurisdiction's style", () => {
  const us = new Set(["United States (Federal)", "California", "New York", "Texas"]);
  const month =
    "(January|February|March|April|May|June|July|August|September|October|November|December)";
  for (const u of updates) {
    const other = us.has(u.jurisdiction)
      ? new RegExp(`\\b1 ${month} 20\\d\\d`)
      : new RegExp(`${month} 1, 20\\d\\d`);
    assert.doesNotMatch(u.content, other, u.title);
    assert.doesNotMatch(u.aiSummary, other, u.title);
  }
  assert.ok(updates.some((u) => /\b1 March 20\d\d/.test(u.content)));
  assert.ok(updates.some((u) => /March 1, 20\d\d/.test(u.content)));
});
