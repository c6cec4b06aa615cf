import assert from "node:assert/strict";
import { attachmentName, countCsvRows } from "./export_users.ts";
import { filterParams, NO_FILTERS } from "./user_filters.ts";

Deno.test("the saved file takes the server's name", () => {
  assert.equal(
    attachmentName('attachment; filename="users-export-2026-06-15.csv"', "x.csv"),
    "users-export-2026-06-15.csv",
  );
  assert.equal(attachmentName(null, "x.csv"), "x.csv");
});

Deno.test("the exported count ignores the header and newlines inside quoted cells", () => {
  assert.equal(countCsvRows('\uFEFFID,Name\r\n1,Ada\r\n2,"Line\r\nbreak"\r\n'), 2);
  assert.equal(countCsvRows("ID,Name\r\n"), 0);
});

Deno.test("only filters in use reach the query string", () => {
  assert.equal(filterParams(NO_FILTERS).toString(), "");
  assert.equal(
    filterParams({ ...NO_FILTERS, search: " ada ", role: "admin" }).toString(),
    "search=ada&role=admin",
  );
});
