import assert from "node:assert/strict";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { COMPRESS_THRESHOLD, smallAnswerLength } from "./small_answer_length.ts";

/** The app's pairing: compress() outside, the length of small answers inside it. */
function appWith(body: string) {
  const app = new Hono();
  app.use(compress({ threshold: COMPRESS_THRESHOLD }));
  app.use(smallAnswerLength());
  app.get("/", (c) => c.json({ body }));
  return app;
}

const GZIP = { headers: { "accept-encoding": "gzip" } };

Deno.test("a tiny JSON answer goes out uncompressed, with its length", async () => {
  const response = await appWith("ok").request("/", GZIP);
  assert.equal(response.headers.get("content-encoding"), null);
  const text = await response.text();
  assert.equal(response.headers.get("content-length"), String(text.length));
  assert.deepEqual(JSON.parse(text), { body: "ok" });
});

Deno.test("a JSON answer over 1 KiB is gzipped and arrives whole", async () => {
  const big = "x".repeat(5 * COMPRESS_THRESHOLD);
  const response = await appWith(big).request("/", GZIP);
  assert.equal(response.headers.get("content-encoding"), "gzip");
  const text = await new Response(
    response.body!.pipeThrough(new DecompressionStream("gzip")),
  ).text();
  assert.deepEqual(JSON.parse(text), { body: big });
});

Deno.test("a streamed answer in many small chunks is passed on in order", async () => {
  const app = new Hono();
  app.use(smallAnswerLength(16));
  app.get("/", () => {
    const parts = Array.from({ length: 10 }, (_, i) => `part ${i};`);
    const stream = ReadableStream.from(parts).pipeThrough(new TextEncoderStream());
    return new Response(stream, { headers: { "content-type": "text/plain" } });
  });
  const response = await app.request("/");
  assert.equal(response.headers.get("content-length"), null);
  assert.equal(await response.text(), Array.from({ length: 10 }, (_, i) => `part ${i};`).join(""));
});
