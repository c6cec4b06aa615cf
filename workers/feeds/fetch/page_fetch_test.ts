import assert from "node:assert/strict";
import { NOT_PUBLIC_TEXT } from "../../../domain/fetch_problem.ts";
import { startFeedServer } from "../feed_server_test_helper.ts";
import { fetchPageText } from "./page_fetch.ts";

Deno.test("a page's main text is fetched without scripts, navigation or footer", async () => {
  const server = startFeedServer();
  try {
    const page = await fetchPageText(server.url("/feeds/html_page.html"), { allowPrivate: true });
    assert.ok(page.ok);
    assert.match(page.text, /^New Consumer Credit Regulations 2024 The Consumer Credit/);
    assert.match(page.text, /interest & charges/);
    assert.doesNotMatch(page.text, /trackArticle|Privacy|Subscribe|News/);
  } finally {
    await server.close();
  }
});

Deno.test("a failed fetch is answered with a reason in a user's words", async () => {
  const server = startFeedServer();
  try {
    const missing = await fetchPageText(server.url("/status/404"), { allowPrivate: true });
    assert.deepEqual(missing, { ok: false, reason: "The page answered HTTP 404 Not Found." });
    const refused = await fetchPageText(server.url("/feeds/html_page.html"), {
      allowPrivate: false,
    });
    assert.deepEqual(refused, { ok: false, reason: NOT_PUBLIC_TEXT });
    const slow = await fetchPageText(server.url("/slow?ms=2000"), {
      allowPrivate: true,
      timeoutMs: 200,
    });
    assert.deepEqual(slow, {
      ok: false,
      reason: "The page took too long to answer (0.2 s). Try again later.",
    });
  } finally {
    await server.close();
  }
});

Deno.test("a Latin-1 page declared in its meta tag is decoded as Latin-1", async () => {
  const html = new Uint8Array([
    ...new TextEncoder().encode('<html><head><meta charset="iso-8859-1"></head><body><p>Caf'),
    0xe9,
    ...new TextEncoder().encode(" law</p></body></html>"),
  ]);
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response(html, { headers: { "content-type": "text/html" } }),
  );
  try {
    const page = await fetchPageText(`http://127.0.0.1:${server.addr.port}/`, {
      allowPrivate: true,
    });
    assert.deepEqual(page, { ok: true, text: "Café law" });
  } finally {
    await server.shutdown();
  }
});
