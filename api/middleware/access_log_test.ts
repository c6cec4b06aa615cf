import assert from "node:assert/strict";
import { Hono } from "hono";
import { accessLog } from "./access_log.ts";

Deno.test("one line per request: method, path without the query, status, milliseconds", async () => {
  const lines: string[] = [];
  const app = new Hono()
    .use(accessLog((line) => lines.push(line)))
    .get("/api/things", (c) => c.json([]))
    .post("/api/things", (c) => c.json({ message: "no" }, 422));

  await (await app.request("http://localhost/api/things?search=secret")).body?.cancel();
  await (await app.request("http://localhost/api/things", { method: "POST" })).body?.cancel();
  await (await app.request("http://localhost/elsewhere")).body?.cancel();

  assert.equal(lines.length, 3);
  assert.match(lines[0]!, /^GET \/api\/things 200 \d+\.\dms$/);
  assert.match(lines[1]!, /^POST \/api\/things 422 \d+\.\dms$/);
  assert.match(lines[2]!, /^GET \/elsewhere 404 \d+\.\dms$/);
  assert.ok(lines.every((line) => !line.includes("secret")), "the query string is not logged");
});
