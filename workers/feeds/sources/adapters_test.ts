import assert from "node:assert/strict";
import { SOURCE_FORMATS } from "../../../domain/sources.ts";
import { adapterOf, parseSource, SOURCE_ADAPTERS } from "./adapters.ts";
import { formatTraits } from "../../../domain/source_formats.ts";

Deno.test("every source format has its adapter, and an unknown one is a clear error", () => {
  assert.deepEqual(Object.keys(SOURCE_ADAPTERS).toSorted(), [...SOURCE_FORMATS].toSorted());
  assert.throws(() => adapterOf("eur-lex"), {
    name: "FeedParseError",
    message: 'feeds/sources: unknown source format "eur-lex"',
  });
  assert.throws(() => adapterOf("toString"), /unknown source format/);
});

Deno.test("a feed's URL is fetched as it is; an API's gets its query", () => {
  const url = "https://bills-api.parliament.uk/api/v1/Bills";
  // No fetchUrl: the sync fetches the source's URL as it is (sync.ts).
  assert.equal(adapterOf("auto").fetchUrl, undefined);
  assert.equal(adapterOf("web-page").fetchUrl, undefined);
  const bills = adapterOf("uk-parliament-bills").fetchUrl?.(url) ?? url;
  assert.match(bills, /SortOrder=DateUpdatedDescending/);
});

Deno.test("the auto format reads every feed format", () => {
  const options = { feedUrl: "https://x.example/", fetchedAt: new Date() };
  for (const name of ["rss2.xml", "rss1_rdf.xml", "atom.xml", "json_feed_1_1.json"]) {
    const bytes = Deno.readFileSync(new URL(`../testdata/${name}`, import.meta.url));
    assert.ok(parseSource("auto", bytes, options).items.length > 0, name);
  }
});

Deno.test("what the form and the API say of each format's key is what its adapter sends", () => {
  for (const format of SOURCE_FORMATS) {
    const key = adapterOf(format).paged?.key;
    const need = key ? (key.required ? "required" : "optional") : "none";
    assert.equal(formatTraits(format).key, need, format);
  }
});
