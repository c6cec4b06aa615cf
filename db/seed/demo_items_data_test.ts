import assert from "node:assert/strict";
import { CATEGORIES } from "../../domain/categories.ts";
import { DEMO_ITEMS, FOLLOW_UPS, SOURCE_LINKS } from "./demo_items_data.ts";
import { SEED_JURISDICTIONS } from "./jurisdictions_data.ts";

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");
}

Deno.test("the bank holds at least 80 distinct hand-written items over all 14 categories", () => {
  assert.ok(DEMO_ITEMS.length >= 80);
  assert.equal(new Set(DEMO_ITEMS.map((i) => i.title)).size, DEMO_ITEMS.length);
  assert.equal(new Set(DEMO_ITEMS.map((i) => i.slug)).size, DEMO_ITEMS.length);
  assert.deepEqual(new Set(DEMO_ITEMS.map((i) => i.category)), new Set(CATEGORIES));
  for (const item of DEMO_ITEMS) assert.match(item.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/);
});

Deno.test("every item names a seed jurisdiction and one of its sources, or a manual source", () => {
  const sources = new Map(SEED_JURISDICTIONS.map((j) => [j.name, j.sources.map((s) => s.name)]));
  for (const item of DEMO_ITEMS) {
    const own = sources.get(item.jurisdiction);
    assert.ok(own, `${item.slug}: unknown jurisdiction ${item.jurisdiction}`);
    if (typeof item.source === "string") {
      assert.ok(own.includes(item.source), `${item.slug}: ${item.source} is not a source of it`);
    } else {
      assert.equal(new URL(item.source.link.replace(PLACEHOLDER, "x")).protocol, "https:");
    }
  }
  assert.ok(DEMO_ITEMS.some((i) => typeof i.source !== "string"), "no manual items");
});

Deno.test("texts use only the placeholders the generator fills", () => {
  for (const item of DEMO_ITEMS) {
    for (const text of [item.title, item.content, item.summary]) {
      for (const p of placeholders(text)) assert.equal(p, "deadline", item.slug);
    }
  }
  for (const f of FOLLOW_UPS) {
    for (const text of [f.title, f.content, f.summary]) {
      for (const p of placeholders(text)) assert.ok(["topic", "Topic", "deadline"].includes(p));
    }
    assert.ok(f.title.includes("{topic}"));
  }
});

Deno.test("every seed source, and nothing else, has a link pattern on its feed's domain", () => {
  const all = SEED_JURISDICTIONS.flatMap((j) => j.sources);
  assert.deepEqual(new Set(Object.keys(SOURCE_LINKS)), new Set(all.map((s) => s.name)));
  const bare = (url: string) => new URL(url).hostname.replace(/^www\./, "");
  for (const s of all) {
    const pattern = SOURCE_LINKS[s.name] ?? "";
    assert.equal(bare(pattern.replace(PLACEHOLDER, "x")), bare(s.url), s.name);
  }
});
