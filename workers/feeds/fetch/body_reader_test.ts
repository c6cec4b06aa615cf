import assert from "node:assert/strict";
import { readCapped } from "./body_reader.ts";
import { FetchError } from "./fetch_error.ts";

function streamOf(
  chunks: number,
  size: number,
): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent++;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, pulled: () => sent };
}

const tooLarge = (message: string) => (err: unknown) =>
  err instanceof FetchError && err.kind === "too_large" && err.message === message;

Deno.test("a body under the cap is read whole", async () => {
  const body = await readCapped(new Response(streamOf(4, 100).stream), 400);
  assert.equal(body.byteLength, 400);
});

Deno.test("a streamed body is cut off just past the cap", async () => {
  const { stream, pulled } = streamOf(1000, 1024);
  await assert.rejects(
    readCapped(new Response(stream), 10 * 1024),
    tooLarge("feeds/fetcher: body larger than 10240 bytes"),
  );
  assert.ok(pulled() < 20, `read ${pulled()} chunks`);
});

Deno.test("a declared Content-Length over the cap is refused before reading", async () => {
  const { stream, pulled } = streamOf(10, 1024);
  const res = new Response(stream, { headers: { "content-length": String(6 * 1024 * 1024) } });
  await assert.rejects(
    readCapped(res, 5 * 1024 * 1024),
    tooLarge("feeds/fetcher: body larger than 5 MiB"),
  );
  assert.ok(pulled() <= 1);
});

Deno.test("no body reads as empty", async () => {
  assert.equal((await readCapped(new Response(null, { status: 204 }), 10)).byteLength, 0);
});
