import assert from "node:assert/strict";
import type { PublicUpdate } from "@api/schemas/legal_updates.ts";
import {
  activeFilterCount,
  alertFilters,
  clampDay,
  countOptions,
  EMPTY_SELECTION,
  filterOptions,
  isNewSince,
  isSelectionActive,
  ruleOf,
  serverParams,
} from "./listing_logic.ts";

const update = (over: Partial<PublicUpdate>): PublicUpdate => ({
  id: 1,
  title: "T",
  aiSummary: null,
  aiCategory: "Tax",
  publishDate: "2026-01-05T10:00:00.000Z",
  approvedAt: "2026-01-06T10:00:00.000Z",
  revisedAt: null,
  sourceUrl: "https://example.com",
  jurisdiction: { id: 3, name: "California" },
  rssSource: null,
  source: null,
  alsoReportedBy: [],
  ...over,
});

Deno.test("a blank search is no filter; anything else is", () => {
  assert.equal(isSelectionActive(EMPTY_SELECTION), false);
  assert.equal(isSelectionActive({ ...EMPTY_SELECTION, search: "   " }), false);
  assert.equal(isSelectionActive({ ...EMPTY_SELECTION, search: "tax" }), true);
  assert.equal(isSelectionActive({ ...EMPTY_SELECTION, to: "2026-01-01" }), true);
  assert.equal(isSelectionActive({ ...EMPTY_SELECTION, industries: ["Tax"] }), true);
});

Deno.test("the folded panel counts each search, date bound and ticked option", () => {
  assert.equal(activeFilterCount(EMPTY_SELECTION), 0);
  assert.equal(activeFilterCount({ ...EMPTY_SELECTION, search: "  " }), 0);
  assert.equal(
    activeFilterCount({
      search: "tax",
      from: "2026-01-01",
      to: "",
      jurisdictions: ["California", "Texas"],
      industries: ["Tax"],
    }),
    5,
  );
});

Deno.test("the server query carries the same rule: ids for names, local day bounds", () => {
  const selection = {
    search: "  privacy ",
    from: "2026-01-05",
    to: "2026-01-06",
    jurisdictions: ["California", "Gone"],
    industries: ["Tax"],
  };
  const params = serverParams(selection, {
    page: 3,
    sort: "asc",
    userId: "u1",
    ids: new Map([["California", 7]]),
  });
  const rule = ruleOf(selection);
  assert.equal(params.search, "privacy");
  assert.deepEqual(params.jurisdictionId, [7]);
  assert.deepEqual(params.industry, ["Tax"]);
  assert.equal(params.from, new Date(2026, 0, 5).toISOString());
  assert.equal(params.to, new Date(2026, 0, 6, 23, 59, 59, 999).toISOString());
  assert.equal(params.from, rule.from?.toISOString());
  assert.equal(params.page, 3);
  assert.equal(params.limit, 20);
  assert.equal(params.sort, "asc");
  assert.equal(params.userId, "u1");
});

Deno.test("option counts per jurisdiction name and category", () => {
  const counts = countOptions([
    update({ id: 1 }),
    update({ id: 2, aiCategory: "General", jurisdiction: null }),
    update({ id: 3 }),
  ]);
  assert.equal(counts.jurisdictions.get("California"), 2);
  assert.equal(counts.industries.get("Tax"), 2);
  assert.equal(counts.industries.get("General"), 1);
});

const answer = (updates: PublicUpdate[], total = updates.length) => ({
  updates,
  total,
  page: 1,
  limit: 1000,
});

Deno.test("filter options come from the listing without source preferences", () => {
  // The unrestricted answer (no userId): two sources' updates, one in a third jurisdiction.
  const all = [
    update({ id: 1 }),
    update({ id: 2 }),
    update({ id: 3, aiCategory: "Healthcare", jurisdiction: { id: 4, name: "Ontario" } }),
  ];
  const options = filterOptions(["California", "Bavaria"], {
    unrestricted: answer(all),
    counted: answer(all),
  });
  assert.deepEqual(options.jurisdictions, [
    { name: "Bavaria", count: 0 },
    { name: "California", count: 2 },
    { name: "Ontario", count: 1 },
  ]);
  const industry = (name: string) => options.industries.find((o) => o.name === name);
  assert.deepEqual(industry("Tax"), { name: "Tax", count: 2 });
  assert.deepEqual(industry("Healthcare"), { name: "Healthcare", count: 1 });
  assert.equal(options.industries.length, 14);
});

Deno.test("counts follow the source preference; the choices outside it stay, counting 0", () => {
  const all = [
    update({ id: 1 }),
    update({ id: 2, aiCategory: "Healthcare", jurisdiction: { id: 4, name: "Ontario" } }),
  ];
  const options = filterOptions(["California"], {
    unrestricted: answer(all),
    counted: answer([all[0]!]),
  });
  assert.deepEqual(options.jurisdictions, [
    { name: "California", count: 1 },
    { name: "Ontario", count: 0 },
  ]);
  const industry = (name: string) => options.industries.find((o) => o.name === name);
  assert.deepEqual(industry("Healthcare"), { name: "Healthcare", count: 0 });
  assert.deepEqual(industry("Tax"), { name: "Tax", count: 1 });
});

Deno.test("filter options show no counts until the whole counted listing is loaded", () => {
  for (const counted of [undefined, answer([update({})], 1001)]) {
    const options = filterOptions(["California"], { unrestricted: answer([]), counted });
    assert.ok(options.jurisdictions.every((o) => o.count === undefined));
    assert.ok(options.industries.every((o) => o.count === undefined));
    assert.equal(options.industries.length, 14);
  }
});

Deno.test("a row is new when approved after the last visit; no last visit, nothing new", () => {
  const u = update({});
  assert.equal(isNewSince(u, Date.parse("2026-01-06T09:00:00Z")), true);
  assert.equal(isNewSince(u, Date.parse("2026-01-06T10:00:00Z")), false);
  assert.equal(isNewSince(u, null), false);
  assert.equal(isNewSince(update({ approvedAt: null }), 0), false);
});

Deno.test("a typed day outside the picker's bounds is brought back to the bound", () => {
  assert.equal(clampDay("2030-01-01", "", "2026-06-15"), "2026-06-15");
  assert.equal(clampDay("2026-01-01", "2026-02-01", "2026-06-15"), "2026-02-01");
  assert.equal(clampDay("2026-03-01", "2026-02-01", "2026-06-15"), "2026-03-01");
  assert.equal(clampDay("", "2026-02-01", "2026-06-15"), "");
});

Deno.test("an alert from the listing takes its jurisdictions by id, industries and search", () => {
  const ids = new Map([["California", 3], ["Texas", 4]]);
  const selection = {
    search: "  minimum wage ",
    from: "2026-01-01",
    to: "2026-01-31",
    jurisdictions: ["Texas", "Gone", "California"],
    industries: ["Employment & Labor"],
  };
  assert.deepEqual(alertFilters(selection, ids), {
    jurisdictionIds: [4, 3],
    industries: ["Employment & Labor"],
    search: "minimum wage",
  });
  assert.deepEqual(alertFilters(EMPTY_SELECTION, ids), {
    jurisdictionIds: [],
    industries: [],
    search: "",
  });
});
