import assert from "node:assert/strict";
import { formatDate, isSafeLink, personName, UNKNOWN_DATE } from "./format.ts";

Deno.test("invalid or missing dates read 'Unknown'", () => {
  assert.equal(formatDate("not a date"), UNKNOWN_DATE);
  assert.equal(formatDate(null), UNKNOWN_DATE);
  assert.match(formatDate("2026-03-05T12:00:00Z"), /^Mar [45], 2026$/);
});

Deno.test("only http and https links count as links", () => {
  assert.equal(isSafeLink("https://example.org/a"), true);
  assert.equal(isSafeLink("http://example.org/a"), true);
  assert.equal(isSafeLink("javascript:alert(1)"), false);
  assert.equal(isSafeLink("data:text/html,hi"), false);
  assert.equal(isSafeLink("/relative"), false);
});

Deno.test("a person's name joins the parts that exist", () => {
  assert.equal(personName({ firstName: "Ada", lastName: "Lovelace" }), "Ada Lovelace");
  assert.equal(personName({ firstName: "Ada", lastName: null }), "Ada");
  assert.equal(personName({ firstName: null, lastName: null }), null);
  assert.equal(personName(null), null);
});
