import assert from "node:assert/strict";
import { safeHttpUrl } from "./links.ts";

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
