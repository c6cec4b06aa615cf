import assert from "node:assert/strict";
import type { NewUpdate } from "../../db/queries/ingest.ts";
import { contentHash } from "../../db/queries/revisions.ts";
import { sortByStored } from "./known_items.ts";

function row(key: string, content: string): NewUpdate {
  const text = { title: `Act ${key}`, content };
  return {
    ...text,
    sourceUrl: key,
    sourceUrlKey: key,
    publishDate: new Date(0),
    jurisdictionId: null,
    rssSourceId: null,
    contentHash: contentHash(text),
  };
}

const SOURCE = 5;

Deno.test("new keys are fresh; a stored key is a change only when its hash differs", () => {
  const same = row("a", "Unchanged.");
  const changed = row("b", "New text.");
  const legacy = row("c", "Stored before hashes.");
  const fresh = row("d", "Never seen.");
  const stored = new Map([
    ["a", { id: 1, rssSourceId: SOURCE, contentHash: same.contentHash! }],
    ["b", {
      id: 2,
      rssSourceId: SOURCE,
      contentHash: contentHash({ title: "Act b", content: "Old text." }),
    }],
    ["c", { id: 3, rssSourceId: SOURCE, contentHash: null }],
  ]);
  const sorted = sortByStored([same, changed, legacy, fresh, changed], stored, SOURCE);
  assert.deepEqual(sorted.fresh, [fresh]);
  assert.deepEqual(sorted.changed.map((c) => c.id), [2, 3], "a key repeated in the feed once");
});

Deno.test("only the source an update came from revises it", () => {
  const item = row("a", "Another feed's wording.");
  const stored = (rssSourceId: number | null) =>
    new Map([["a", { id: 1, rssSourceId, contentHash: "other" }]]);
  assert.deepEqual(sortByStored([item], stored(SOURCE + 1), SOURCE), { fresh: [], changed: [] });
  assert.deepEqual(sortByStored([item], stored(null), SOURCE), { fresh: [], changed: [] });
  assert.equal(sortByStored([item], stored(SOURCE), SOURCE).changed.length, 1);
});

Deno.test("the hash tells titles and contents apart", () => {
  assert.notEqual(
    contentHash({ title: "A", content: "B C" }),
    contentHash({ title: "A B", content: "C" }),
  );
  assert.match(contentHash({ title: "A", content: "" }), /^[0-9a-f]{64}$/);
});
