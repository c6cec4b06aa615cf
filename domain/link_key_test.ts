import assert from "node:assert/strict";
import { normaliseUrl } from "./link_key.ts";

Deno.test("normaliseUrl lower-cases scheme and host and drops the default port", () => {
  assert.equal(
    normaliseUrl("HTTPS://Gov.EXAMPLE.com:443/Laws/Act"),
    "https://gov.example.com/Laws/Act",
  );
  assert.equal(normaliseUrl("http://example.com:80/a"), "http://example.com/a");
  assert.equal(normaliseUrl("http://example.com:8080/a"), "http://example.com:8080/a");
});

Deno.test("normaliseUrl drops the fragment and trailing slashes", () => {
  assert.equal(
    normaliseUrl("https://example.com/bills/12/#section-3"),
    "https://example.com/bills/12",
  );
  assert.equal(normaliseUrl("https://example.com/"), "https://example.com");
  assert.equal(normaliseUrl("https://example.com"), "https://example.com");
  assert.equal(normaliseUrl("https://example.com/a//?x=1"), "https://example.com/a?x=1");
});

Deno.test("normaliseUrl drops utm_* parameters and keeps the others in order, as written", () => {
  assert.equal(
    normaliseUrl("https://example.com/n?id=5&utm_source=rss&b=a%20b&UTM_Medium=x&c=&utm_campaign"),
    "https://example.com/n?id=5&b=a%20b&c=",
  );
  assert.equal(normaliseUrl("https://example.com/n?utm_source=rss"), "https://example.com/n");
  assert.equal(normaliseUrl("https://example.com/n?z=1&a=2"), "https://example.com/n?z=1&a=2");
});

Deno.test("normalised variants of one link are equal", () => {
  const variants = [
    "https://regulator.example.gov/bulletins/2024-17",
    "https://REGULATOR.example.gov:443/bulletins/2024-17/?utm_source=rss&utm_medium=feed#top",
    " https://regulator.example.gov/bulletins/2024-17# ",
  ];
  assert.equal(new Set(variants.map(normaliseUrl)).size, 1);
});

Deno.test("normaliseUrl throws on text that is not an absolute URL", () => {
  assert.throws(() => normaliseUrl("/relative/path"), /^Error: link_key: not an absolute URL/);
});
