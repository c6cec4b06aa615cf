import assert from "node:assert/strict";
import {
  chooseCard,
  filtersFromSearch,
  hasFilters,
  isCardActive,
  NO_FILTERS,
  registerListUrl,
  searchOfFilters,
} from "./list_filters.ts";

Deno.test("the register's filters go to the address and back; junk is no filter", () => {
  const filters = filtersFromSearch("?status=gap&ownerId=none&controlId=7&due=30&page=3");
  assert.deepEqual(filters, { status: "gap", ownerId: "none", controlId: "7", due: "30", page: 3 });
  assert.equal(searchOfFilters(filters), "status=gap&ownerId=none&controlId=7&due=30&page=3");
  assert.deepEqual(
    filtersFromSearch("?status=done&controlId=x&due=8&page=0&ownerId=" + "a".repeat(101)),
    NO_FILTERS,
  );
  assert.equal(searchOfFilters(NO_FILTERS), "");
});

Deno.test("the list asks the API for the filtered page, 50 rows", () => {
  assert.equal(registerListUrl(NO_FILTERS), "/api/register?limit=50");
  assert.equal(
    registerListUrl({ ...NO_FILTERS, due: "overdue", page: 2 }),
    "/api/register?due=overdue&page=2&limit=50",
  );
});

Deno.test("a count card filters to its entries alone, and again shows everything", () => {
  const overdue = chooseCard({ ...NO_FILTERS, status: "gap", page: 4 }, "overdue");
  assert.deepEqual(overdue, { ...NO_FILTERS, due: "overdue" });
  assert.equal(isCardActive(overdue, "overdue"), true);
  assert.equal(isCardActive({ ...overdue, page: 2 }, "overdue"), true, "on any page");
  assert.equal(isCardActive({ ...overdue, status: "gap" }, "overdue"), false, "not with more");
  assert.deepEqual(chooseCard(overdue, "overdue"), NO_FILTERS);
  assert.deepEqual(chooseCard(NO_FILTERS, "withoutOwner"), { ...NO_FILTERS, ownerId: "none" });
  assert.deepEqual(chooseCard(NO_FILTERS, "notApplicable"), {
    ...NO_FILTERS,
    status: "not_applicable",
  });
  assert.equal(hasFilters(NO_FILTERS), false);
  assert.equal(hasFilters({ ...NO_FILTERS, page: 3 }), false);
  assert.equal(hasFilters(overdue), true);
});
