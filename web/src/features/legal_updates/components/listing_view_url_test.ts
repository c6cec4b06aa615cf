import assert from "node:assert/strict";
import { FILTER_MAX_VALUES, SEARCH_MAX_LENGTH } from "@api/schemas/legal_updates.ts";
import {
  DEFAULT_VIEW,
  type ListingView,
  MAX_QUERY_LENGTH,
  namesView,
  parseView,
  viewQuery,
} from "./listing_view_url.ts";

const FULL: ListingView = {
  selection: {
    search: 'data & privacy, 100% "new"',
    from: "2025-01-31",
    to: "2025-12-01",
    jurisdictions: ["California", "Île-de-France", "A, B"],
    industries: ["Tax", "IT & Technology"],
  },
  sort: "asc",
  page: 3,
  allSources: true,
};

Deno.test("a whole view survives the round trip through its query string", () => {
  assert.deepEqual(parseView(viewQuery(FULL)), FULL);
  assert.deepEqual(parseView(`?${viewQuery(FULL)}`), FULL);
});

Deno.test("the default view is the bare address, and a bare address is the default view", () => {
  assert.equal(viewQuery(DEFAULT_VIEW), "");
  assert.deepEqual(parseView(""), DEFAULT_VIEW);
  assert.equal(namesView(""), false);
  assert.equal(namesView("?utm_source=mail"), false);
  assert.equal(namesView("?page=2"), true);
});

Deno.test("junk is ignored: bad days, pages, sorts, unknown industries, other parameters", () => {
  const view = parseView(
    "from=2025-02-30&to=tomorrow&page=-4&sort=sideways&industry=Astrology&industry=Tax" +
      "&sources=some&jurisdiction=&jurisdiction=%20&x=1",
  );
  assert.deepEqual(view, {
    ...DEFAULT_VIEW,
    selection: { ...DEFAULT_VIEW.selection, industries: ["Tax"] },
  });
  assert.equal(parseView("page=0").page, 1);
  assert.equal(parseView("page=99999999").page, 1);
});

Deno.test("From after To keeps From alone", () => {
  const view = parseView("from=2025-06-01&to=2025-05-01");
  assert.equal(view.selection.from, "2025-06-01");
  assert.equal(view.selection.to, "");
});

Deno.test("lengths are capped: search, list sizes, duplicates, and the text read", () => {
  const long = parseView(`search=${"a".repeat(SEARCH_MAX_LENGTH + 50)}`);
  assert.equal(long.selection.search.length, SEARCH_MAX_LENGTH);
  const many = Array.from({ length: FILTER_MAX_VALUES + 20 }, (_, i) => `jurisdiction=J${i}`);
  assert.equal(parseView(many.join("&")).selection.jurisdictions.length, FILTER_MAX_VALUES);
  assert.deepEqual(parseView("industry=Tax&industry=Tax").selection.industries, ["Tax"]);
  assert.deepEqual(
    parseView(`jurisdiction=${"x".repeat(201)}&jurisdiction=Ok`).selection.jurisdictions,
    ["Ok"],
  );
  // Beyond the first MAX_QUERY_LENGTH characters nothing is read.
  const padded = `x=${"y".repeat(MAX_QUERY_LENGTH)}&page=2`;
  assert.equal(parseView(padded).page, 1);
});
