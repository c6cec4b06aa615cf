import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { createTestApp } from "../testing.ts";
import { CSRF_MESSAGE } from "./csrf.ts";
import { testSettings } from "../../workers/settings.ts";

/** A logout call (state-changing, harmless) from a page at `origin`, over plain http. */
function logout(app: ReturnType<typeof createTestApp>["app"], origin: string) {
  return app.request("http://localhost/api/auth/logout", {
    method: "POST",
    headers: { origin, "x-forwarded-proto": "https" },
  });
}

async function isCsrfRefusal(response: Response): Promise<boolean> {
  const body = await response.json();
  return response.status === 403 && body.message === CSRF_MESSAGE;
}

dbTest("a forwarded https origin counts as ours only with TRUST_PROXY", async ({ db }) => {
  const untrusting = createTestApp(db).app;
  assert.ok(await isCsrfRefusal(await logout(untrusting, "https://localhost")));
  assert.ok(!await isCsrfRefusal(await logout(untrusting, "http://localhost")));

  const trusting =
    createTestApp(db, { settings: testSettings({ security: { trustProxy: true } }) }).app;
  assert.ok(!await isCsrfRefusal(await logout(trusting, "https://localhost")));
  assert.ok(await isCsrfRefusal(await logout(trusting, "http://localhost")), "the page is https");
  assert.ok(await isCsrfRefusal(await logout(trusting, "https://evil.example")));
});
