import assert from "node:assert/strict";
import { isEmptyItem, readItems } from "./document_items.ts";
import type { RawItem } from "./feed_types.ts";

const ctx = { feedUrl: "https://gov.example/feed", fetchedAt: new Date("2024-06-01T00:00:00Z") };
const raw = (over: Partial<RawItem>): RawItem => ({
  titles: [],
  links: [],
  dates: [],
  base: ctx.feedUrl,
  ...over,
});
const titled = (n: number) => raw({ titles: [`Act ${n}`], links: [`/acts/${n}`] });

Deno.test("entries after the cap are counted, not read", () => {
  const entries = Array.from({ length: 8 }, (_, n) => n);
  const read: number[] = [];
  const result = readItems(entries, {
    ...ctx,
    maxItems: 5,
    rawOf: (n) => {
      read.push(n);
      return titled(n);
    },
  });
  assert.deepEqual(result.items.map((i) => i.title), ["Act 0", "Act 1", "Act 2", "Act 3", "Act 4"]);
  assert.deepEqual([result.emptyItems, result.itemsOverCap], [0, 3]);
  assert.deepEqual(read, [0, 1, 2, 3, 4]);
});

Deno.test("empty entries are dropped, counted, and do not count towards the cap", () => {
  const entries: (RawItem | undefined)[] = [
    undefined, // not an object or element
    raw({}),
    raw({
      titles: ["  "],
      links: ["javascript:void(0)"],
      summaries: [{ value: "", kind: "text" }],
    }),
    titled(1),
    raw({ titles: ["Notice without a link"] }),
    raw({ content: { value: "&lt;p&gt;Text only&lt;/p&gt;", kind: "escaped" } }),
    titled(2),
  ];
  const result = readItems(entries, { ...ctx, maxItems: 3, rawOf: (entry) => entry });
  assert.deepEqual(result.items.map((i) => [i.title, i.link]), [
    ["Act 1", "https://gov.example/acts/1"],
    ["Notice without a link", null],
    ["Text only", null],
  ]);
  assert.deepEqual([result.emptyItems, result.itemsOverCap], [3, 1]);
  assert.ok(result.items.every((item) => !isEmptyItem(item)));
});
