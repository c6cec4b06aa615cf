import assert from "node:assert/strict";
import { paginationText } from "./pagination_text.ts";

Deno.test("the pager names what it counts, with separators where the table asks for them", () => {
  assert.equal(paginationText("users").showing(51, 100, 1234), "Showing 51 to 100 of 1234 users");
  assert.equal(
    paginationText("results", { thousands: true }).showing(1, 20, 1234),
    "Showing 1 to 20 of 1,234 results",
  );
  assert.equal(paginationText("results").page(3), "Page 3");
});
