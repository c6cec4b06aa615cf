import assert from "node:assert/strict";
import { safeHttpUrl, safeMarketingUrl } from "./links.ts";

Deno.test("only absolute http and https URLs become links", () => {
  assert.equal(safeHttpUrl("https://example.com/a?b=1"), "https://example.com/a?b=1");
  assert.equal(safeHttpUrl("http://example.com"), "http://example.com/");
  for (
    const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "/relative",
      "ftp://x.y",
      "",
      null,
    ]
  ) {
    assert.equal(safeHttpUrl(bad), null, String(bad));
  }
});

Deno.test("addresses with spaces are encoded; data: and empty text are no links", () => {
  assert.equal(safeHttpUrl("https://example.gov/act"), "https://example.gov/act");
  assert.equal(safeHttpUrl("http://example.gov/a b"), "http://example.gov/a%20b");
  assert.equal(safeHttpUrl("javascript:alert(1)"), null);
  assert.equal(safeHttpUrl("data:text/html,hi"), null);
  assert.equal(safeHttpUrl("/relative/path"), null);
  assert.equal(safeHttpUrl(""), null);
});

Deno.test("the marketing link is a same-site path or an http(s) URL, never script", () => {
  assert.equal(safeMarketingUrl("/"), "/");
  assert.equal(safeMarketingUrl("/about?x=1#top"), "/about?x=1#top");
  assert.equal(safeMarketingUrl("HTTPS://Example.com"), "https://example.com/");
  for (const bad of ["javascript:alert(1)", "//evil.example", "/\\evil.example", "/a\tb", ""]) {
    assert.equal(safeMarketingUrl(bad), null, bad);
  }
});
