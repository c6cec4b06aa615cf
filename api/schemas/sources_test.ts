import assert from "node:assert/strict";
import {
  JurisdictionBody,
  normaliseFilter,
  normaliseTerms,
  RssSourceBody,
  SOURCE_MESSAGES,
} from "./sources.ts";

Deno.test("terms are trimmed, emptied ones dropped, repeats removed ignoring case", () => {
  assert.deepEqual(normaliseTerms([" Act", "ACT ", "", "  ", "data   breach", "Bill"]), [
    "Act",
    "data breach",
    "Bill",
  ]);
});

Deno.test("a comma-separated filter is stored as 'a, b' or null", () => {
  assert.equal(normaliseFilter(" GDPR,,privacy , gdpr"), "GDPR, privacy");
  assert.equal(normaliseFilter(" , "), null);
  assert.equal(normaliseFilter(null), null);
});

Deno.test("only absolute http and https URLs are accepted", () => {
  const urlOf = (url: string) => RssSourceBody.safeParse({ jurisdictionId: 1, name: "S", url });
  assert.equal(urlOf("https://example.org/feed").data?.url, "https://example.org/feed");
  assert.equal(urlOf("http://127.0.0.1:8080/rss").data?.url, "http://127.0.0.1:8080/rss");
  assert.equal(urlOf("  http://localhost/rss ").data?.url, "http://localhost/rss");
  for (
    const bad of ["ftp://example.org", "javascript:alert(1)", "example.org/feed", "", "http://"]
  ) {
    const parsed = urlOf(bad);
    assert.equal(parsed.success, false, bad);
    assert.deepEqual(parsed.error?.issues.map((i) => i.message), [SOURCE_MESSAGES.url], bad);
  }
});

Deno.test("a jurisdiction's sync frequency must be one of 1, 3, 6, 12, 24 (default 3)", () => {
  assert.equal(JurisdictionBody.parse({ name: "Oz" }).syncFrequency, 3);
  assert.equal(JurisdictionBody.parse({ name: "Oz", syncFrequency: 24 }).syncFrequency, 24);
  const bad = JurisdictionBody.safeParse({ name: "Oz", syncFrequency: 2 });
  assert.equal(bad.success, false);
  assert.equal(bad.error?.issues[0]?.message, SOURCE_MESSAGES.syncFrequency);
});

Deno.test("a source's filter terms may be at most 100 characters each", () => {
  const base = { jurisdictionId: 1, name: "S", url: "https://s.example/rss" };
  assert.equal(
    RssSourceBody.safeParse({ ...base, legislativeFilter: "x".repeat(100) }).success,
    true,
  );
  const long = RssSourceBody.safeParse({ ...base, legislativeFilter: `ok, ${"x".repeat(101)}` });
  assert.equal(long.error?.issues[0]?.message, SOURCE_MESSAGES.termTooLong);
});

Deno.test("a source's format: web pages need a selector css-select can run, others drop it", () => {
  const base = { jurisdictionId: 1, name: "N", url: "https://x.example/" };
  const page = RssSourceBody.parse({ ...base, format: "web-page", selector: " li > a " });
  assert.deepEqual([page.format, page.selector, page.fetchFullText], ["web-page", "li > a", false]);
  const feed = RssSourceBody.parse({ ...base, selector: "li > a", fetchFullText: true });
  assert.deepEqual([feed.format, feed.selector, feed.fetchFullText], ["auto", null, true]);
  const missing = RssSourceBody.safeParse({ ...base, format: "web-page", selector: null });
  assert.deepEqual(missing.error?.issues.map((i) => [i.path, i.message]), [
    [["selector"], SOURCE_MESSAGES.selectorRequired],
  ]);
  const broken = RssSourceBody.safeParse({ ...base, format: "web-page", selector: "a[" });
  assert.match(broken.error?.issues[0]?.message ?? "", /^The CSS selector is not valid \(.+\)$/);
});
