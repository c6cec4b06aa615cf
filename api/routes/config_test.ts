import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";
import { testSettings } from "../../workers/settings.ts";

dbTest("GET /api/config tells anyone the configured marketing link", async ({ db }) => {
  const marketingUrl = "https://legalwatch.example/product";
  const { app } = createTestApp(db, { settings: testSettings({ server: { marketingUrl } }) });
  const user = await signedInClient(app, await makeUser(db, "user"));
  for (const client of [new TestClient(app), user]) {
    const response = await client.get("/api/config");
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { marketingUrl, sso: null });
  }
});
