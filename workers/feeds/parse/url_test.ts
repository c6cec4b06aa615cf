import assert from "node:assert/strict";
import { resolveBase, resolveHttpUrl } from "./url.ts";

Deno.test("resolveHttpUrl resolves relative links and refuses other schemes", () => {
  const base = "https://gov.example/feeds/rss.xml";
  assert.equal(resolveHttpUrl("../laws/1", base), "https://gov.example/laws/1");
  assert.equal(resolveHttpUrl("//cdn.example/x", base), "https://cdn.example/x");
  assert.equal(resolveHttpUrl("javascript:alert(1)", base), null);
  assert.equal(resolveHttpUrl("mailto:a@b.example", base), null);
  assert.equal(resolveHttpUrl("  ", base), null);
  assert.equal(resolveHttpUrl(undefined, base), null);
});

Deno.test("resolveBase applies xml:base relative to the enclosing base", () => {
  assert.equal(resolveBase("sub/", "https://a.example/feed/"), "https://a.example/feed/sub/");
  assert.equal(resolveBase(undefined, "https://a.example/"), "https://a.example/");
  assert.equal(resolveBase("http://[bad", "https://a.example/"), "https://a.example/");
});
