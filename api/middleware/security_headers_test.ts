import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { createTestApp } from "../testing.ts";
import { STRICT_TRANSPORT_SECURITY } from "./security_headers.ts";
import { testSettings } from "../../workers/settings.ts";

dbTest("HSTS is sent on every answer served over https, and only then", async ({ db }) => {
  const { app } = createTestApp(db);
  for (const path of ["/api/health", "/api/no-such-thing", "/tasks"]) {
    const secure = await app.request(`https://localhost${path}`);
    assert.equal(secure.headers.get("strict-transport-security"), STRICT_TRANSPORT_SECURITY, path);
    await secure.body?.cancel();
    const plain = await app.request(`http://localhost${path}`);
    assert.equal(plain.headers.get("strict-transport-security"), null, path);
    await plain.body?.cancel();
  }
});

dbTest("X-Forwarded-Proto: https brings HSTS only with TRUST_PROXY", async ({ db }) => {
  const forwarded = { headers: { "x-forwarded-proto": "https" } };
  const untrusting = createTestApp(db).app;
  const ignored = await untrusting.request("http://localhost/api/health", forwarded);
  assert.equal(ignored.headers.get("strict-transport-security"), null);
  await ignored.body?.cancel();

  const trusting =
    createTestApp(db, { settings: testSettings({ security: { trustProxy: true } }) }).app;
  for (const path of ["/api/health", "/tasks"]) {
    const believed = await trusting.request(`http://localhost${path}`, forwarded);
    assert.equal(believed.headers.get("strict-transport-security"), STRICT_TRANSPORT_SECURITY);
    await believed.body?.cancel();
  }
  const direct = await trusting.request("http://localhost/api/health");
  assert.equal(direct.headers.get("strict-transport-security"), null, "no header, no https");
  await direct.body?.cancel();
});
