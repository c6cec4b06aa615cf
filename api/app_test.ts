import assert from "node:assert/strict";
import { MAX_BODY_BYTES } from "./app.ts";
import { dbTest } from "../db/testing.ts";
import { createAppOver, createTestApp, TEST_ORIGIN, TestClient } from "./testing.ts";

/** A throwaway web bundle: index.html and one hashed asset. */
async function fakeBundle(): Promise<string> {
  const root = await Deno.makeTempDir({ prefix: "legalwatch-web-" });
  await Deno.mkdir(`${root}/assets`);
  await Deno.writeTextFile(`${root}/index.html`, "<!doctype html><title>LegalWatch</title>");
  await Deno.writeTextFile(`${root}/assets/app-abc123.js`, "console.log('x');".repeat(200));
  return root;
}

dbTest("GET /api/health reports the database as reachable", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await new TestClient(app).get("/api/health");
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.database, "reachable");
});

dbTest("an unknown /api path answers a JSON 404, never the SPA", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await new TestClient(app).get("/api/no-such-thing");
  assert.equal(response.status, 404);
  assert.match((await response.json()).message, /Not found/);
});

dbTest("bodies over 1 MiB are refused with 413 and JSON", async ({ db }) => {
  const { app } = createTestApp(db);
  const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(MAX_BODY_BYTES) });
  const response = await app.request(`${TEST_ORIGIN}/api/auth/login`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    body: big,
  });
  assert.equal(response.status, 413);
  assert.match((await response.json()).message, /too large/);
});

dbTest("malformed JSON is a 400 with a message, not a stack trace", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await app.request(`${TEST_ORIGIN}/api/auth/login`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    body: "{not json",
  });
  assert.equal(response.status, 400);
  const text = await response.text();
  assert.doesNotMatch(text, /at .*\.ts:\d+/);
  assert.ok(JSON.parse(text).message);
});

dbTest("every answer carries the security headers", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await new TestClient(app).get("/api/auth/user");
  const csp = response.headers.get("content-security-policy") ?? "";
  assert.match(csp, /script-src 'self'(;|$)/);
  assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(response.headers.get("x-content-type-options"), "nosniff");
  assert.ok(response.headers.get("referrer-policy"));
});

dbTest(
  "the SPA: index.html for app routes, immutable assets, 404 for missing assets",
  async ({ db }) => {
    const root = await fakeBundle();
    try {
      const { app } = createAppOver(db, { webRoot: root });
      const page = await app.request("http://localhost/favorites");
      assert.equal(page.status, 200);
      assert.equal(page.headers.get("cache-control"), "no-cache");
      assert.match(await page.text(), /<title>LegalWatch/);

      const asset = await app.request("http://localhost/assets/app-abc123.js", {
        headers: { "accept-encoding": "gzip" },
      });
      assert.equal(asset.status, 200);
      assert.match(asset.headers.get("cache-control") ?? "", /immutable/);
      assert.equal(asset.headers.get("content-encoding"), "gzip");
      await asset.body?.cancel();

      const missing = await app.request("http://localhost/assets/app-old999.js");
      assert.equal(missing.status, 404);
      await missing.body?.cancel();
    } finally {
      await Deno.remove(root, { recursive: true });
    }
  },
);

dbTest("JSON answers are compressed when the client accepts gzip", async ({ db }) => {
  const { app } = createTestApp(db);
  // The 404 message is short; a list answer is what matters, but any JSON over the threshold
  // goes the same way: ask for something sizeable.
  const response = await app.request(`${TEST_ORIGIN}/api/${"x".repeat(2000)}`, {
    headers: { "accept-encoding": "gzip" },
  });
  assert.equal(response.status, 404);
  assert.equal(response.headers.get("content-encoding"), "gzip");
  await response.body?.cancel();
});

dbTest(
  "a tiny JSON answer is sent uncompressed even when the client accepts gzip",
  async ({ db }) => {
    const { app } = createTestApp(db);
    const response = await app.request(`${TEST_ORIGIN}/api/config`, {
      headers: { "accept-encoding": "gzip" },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-encoding"), null);
    assert.ok(Number(response.headers.get("content-length")) < 1024);
    await response.json();
  },
);
