import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { createTestApp, makeUser, signedInClient, TEST_PASSWORD, TestClient } from "../testing.ts";

dbTest("answers to a signed-in caller carry Cache-Control: no-store", async ({ db }) => {
  const { app } = createTestApp(db);
  const user = await makeUser(db, "user");
  const client = await signedInClient(app, user);
  for (const path of ["/api/auth/user", "/api/legal-updates", "/api/tasks", "/api/no-such-thing"]) {
    const response = await client.get(path);
    assert.equal(response.headers.get("cache-control"), "no-store", path);
    await response.body?.cancel();
  }
  // The sign-in answer itself sets the session cookie and names the user.
  const login = await new TestClient(app).post("/api/auth/login", {
    email: user.email,
    password: TEST_PASSWORD,
  });
  assert.equal(login.status, 200);
  assert.equal(login.headers.get("cache-control"), "no-store");
  await login.body?.cancel();
});

dbTest("the public listing answered to a signed-out caller stays cacheable", async ({ db }) => {
  const { app } = createTestApp(db);
  const response = await new TestClient(app).get("/api/legal-updates");
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("cache-control"), null);
  await response.body?.cancel();
});
