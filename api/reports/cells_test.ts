import assert from "node:assert/strict";
import { linkValue, MAX_CELL_CHARS, safeLink, text } from "./cells.ts";

Deno.test("only http and https addresses become links", () => {
  assert.equal(safeLink("https://example.gov/a?b=1"), "https://example.gov/a?b=1");
  assert.equal(safeLink("http://example.gov"), "http://example.gov/");
  for (const bad of ["javascript:alert(1)", "file:///etc/passwd", "ftp://x.y", "not a url", ""]) {
    assert.equal(safeLink(bad), null, bad);
  }
  assert.equal(safeLink(`https://example.gov/${"a".repeat(2_100)}`), null, "too long for Excel");
  assert.equal(linkValue("Title", "javascript:alert(1)"), "Title");
  assert.deepEqual(linkValue("", "https://x.y/"), {
    text: "https://x.y/",
    hyperlink: "https://x.y/",
    tooltip: "https://x.y/",
  });
});

Deno.test("cell text is cut to Excel's limit", () => {
  const long = text("x".repeat(MAX_CELL_CHARS + 10));
  assert.equal(long.length, MAX_CELL_CHARS);
  assert.ok(long.endsWith("…"));
  assert.equal(text(null), "");
});

Deno.test("cell text keeps surrogate pairs and drops lone halves", () => {
  assert.equal(text("ok 📜 \uD800 end \uDC00"), "ok 📜  end ");
});
