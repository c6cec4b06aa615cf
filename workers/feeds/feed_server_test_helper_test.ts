import assert from "node:assert/strict";
import { startFeedServer } from "./feed_server_test_helper.ts";

Deno.test("the fixture server serves fixtures with validators and answers 304", async () => {
  const server = startFeedServer();
  try {
    const first = await fetch(server.url("/feeds/rss2.xml"));
    assert.equal(first.status, 200);
    assert.match(await first.text(), /<rss/);
    const etag = first.headers.get("etag") ?? "";
    const again = await fetch(server.url("/feeds/rss2.xml"), {
      headers: { "if-none-match": etag },
    });
    assert.equal(again.status, 304);
    await again.body?.cancel();
    const missing = await fetch(server.url("/feeds/nope.xml"));
    assert.equal(missing.status, 404);
    await missing.body?.cancel();
    assert.deepEqual(server.requests.map((r) => r.path), [
      "/feeds/rss2.xml",
      "/feeds/rss2.xml",
      "/feeds/nope.xml",
    ]);
  } finally {
    await server.close();
  }
});

Deno.test("the fixture server generates feeds of the size asked, unique per key", async () => {
  const server = startFeedServer();
  try {
    const text = await (await fetch(server.url("/generated/feed-7.xml?items=25"))).text();
    assert.equal(text.match(/<item>/g)?.length, 25);
    assert.ok(text.includes(`${server.origin}/feed-7/items/24`));
  } finally {
    await server.close();
  }
});

Deno.test("close() cuts a pending slow answer short", async () => {
  const server = startFeedServer();
  const pending = fetch(server.url("/slow?ms=60000")).then((r) => r.text()).catch(() => "");
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  await server.close();
  await pending;
  assert.ok(performance.now() - started < 1000);
});

Deno.test("fixtures link back to the server and take the content type asked", async () => {
  const server = startFeedServer();
  try {
    const teasers = await fetch(server.url("/feeds/teasers.xml"));
    const text = await teasers.text();
    assert.ok(text.includes(`<link>${server.origin}/feeds/html_page.html</link>`));
    assert.ok(!text.includes("feed-server.invalid</"));
    const json = await fetch(server.url("/feeds/json_feed_1_0.json"));
    assert.equal(json.headers.get("content-type"), "application/json");
    await json.body?.cancel();
    const typed = await fetch(server.url("/feeds/json_feed_1_0.json?type=text/plain"));
    assert.equal(typed.headers.get("content-type"), "text/plain");
    await typed.body?.cancel();
    const titles = await (await fetch(server.url("/generated/t.xml?items=2&titles-only=1"))).text();
    assert.doesNotMatch(titles, /<item>.*<description>/);
  } finally {
    await server.close();
  }
});
