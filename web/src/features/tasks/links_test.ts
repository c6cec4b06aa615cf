import assert from "node:assert/strict";
import { webLink } from "./links.ts";

Deno.test("only absolute http and https addresses become links", () => {
  assert.equal(webLink("https://example.gov/act"), "https://example.gov/act");
  assert.equal(webLink("http://example.gov/a b"), "http://example.gov/a%20b");
  assert.equal(webLink("javascript:alert(1)"), null);
  assert.equal(webLink("data:text/html,hi"), null);
  assert.equal(webLink("/relative/path"), null);
  assert.equal(webLink(""), null);
});
