import assert from "node:assert/strict";
import { Hono } from "hono";
import { newUrlToken } from "../../workers/alerts/tokens.ts";
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

Deno.test("the secret of a calendar, alert feed, unsubscribe or confirm link is not logged", async () => {
  const lines: string[] = [];
  const app = new Hono()
    .use(accessLog((line) => lines.push(line)))
    .all("*", (c) => c.text("ok"));
  const token = newUrlToken();
  const paths: [string, string][] = [
    [`/api/calendar/${token}.ics`, "/api/calendar/:token.ics"],
    [`/api/alerts/feed/${token}.atom`, "/api/alerts/feed/:token.atom"],
    [`/api/alerts/unsubscribe/${token}`, "/api/alerts/unsubscribe/:token"],
    [`/api/auth/email-change/confirm/${token}`, "/api/auth/email-change/confirm/:token"],
    [`/api/alerts/unsubscribe/${token}/`, "/api/alerts/unsubscribe/:token/"],
    ["/api/alerts/feed", "/api/alerts/feed"],
    ["/api/auth/calendar-token", "/api/auth/calendar-token"],
    ["/api/legal-updates/42", "/api/legal-updates/42"],
  ];
  for (const [path] of paths) {
    const method = path.includes("unsubscribe") ? "POST" : "GET";
    await (await app.request(`http://localhost${path}`, { method })).body?.cancel();
  }
  assert.deepEqual(lines.map((line) => line.split(" ")[1]), paths.map(([, logged]) => logged));
  assert.ok(lines.every((line) => !line.includes(token)));
});
