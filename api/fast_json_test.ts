import assert from "node:assert/strict";
import { Hono } from "hono";
import { acceptsGzip, fastJson } from "./fast_json.ts";

const big = {
  items: Array.from({ length: 200 }, (_, i) => ({ i, text: "regulation ".repeat(5) })),
};
const app = new Hono().get("/", (c) => fastJson(c, big)).get(
  "/small",
  (c) => fastJson(c, { a: 1 }),
);

Deno.test("a large answer is gzip-compressed when the client accepts gzip", async () => {
  const response = await app.request("/", { headers: { "accept-encoding": "gzip, br" } });
  assert.equal(response.headers.get("content-encoding"), "gzip");
  assert.equal(response.headers.get("vary"), "Accept-Encoding");
  const raw = new Uint8Array(await response.arrayBuffer());
  const text = await new Response(
    new Blob([raw]).stream().pipeThrough(new DecompressionStream("gzip")),
  ).text();
  assert.deepEqual(JSON.parse(text), big);
  assert.ok(raw.length < text.length / 4);
});

Deno.test("plain JSON without gzip in Accept-Encoding, or for a small answer", async () => {
  for (const [path, header] of [["/", ""], ["/", "gzip;q=0, br"], ["/small", "gzip"]]) {
    const response = await app.request(path!, { headers: { "accept-encoding": header! } });
    assert.equal(response.headers.get("content-encoding"), null, `${path} ${header}`);
    assert.match(response.headers.get("content-type") ?? "", /application\/json/);
    await response.json();
  }
});

Deno.test("Accept-Encoding parsing honours q values and the wildcard", () => {
  assert.equal(acceptsGzip("gzip"), true);
  assert.equal(acceptsGzip("GZIP;q=0.5"), true);
  assert.equal(acceptsGzip("gzip;q=0"), false);
  assert.equal(acceptsGzip("*"), true);
  assert.equal(acceptsGzip("*;q=0"), false);
  assert.equal(acceptsGzip("br, deflate"), false);
  assert.equal(acceptsGzip(undefined), false);
});

Deno.test("a string body is JSON text made elsewhere and goes out unchanged", async () => {
  const text = `{"updates":[${'{"id":1},'.repeat(300)}{"id":2}],"total":301}`;
  const stringApp = new Hono().get("/", (c) => fastJson(c, text));
  const response = await stringApp.request("/", { headers: { "accept-encoding": "identity" } });
  assert.equal(await response.text(), text);
});
