import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { createTestApp, makeUser, TEST_PASSWORD } from "../testing.ts";
import { testSettings } from "../../workers/settings.ts";

/** The Set-Cookie of a sign-in at `url`, with the extra headers. */
async function signInCookie(
  app: ReturnType<typeof createTestApp>["app"],
  url: string,
  body: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.clone().text());
  await response.body?.cancel();
  return response.headers.get("set-cookie") ?? "";
}

dbTest("the session cookie is Secure exactly when the page is https", async ({ db }) => {
  const user = await makeUser(db, "user");
  const body = { email: user.email, password: TEST_PASSWORD };
  const forwarded = { "x-forwarded-proto": "https" };
  const untrusting = createTestApp(db).app;
  const trusting =
    createTestApp(db, { settings: testSettings({ security: { trustProxy: true } }) }).app;

  assert.match(await signInCookie(untrusting, "https://localhost/api/auth/login", body), /Secure/);
  assert.doesNotMatch(
    await signInCookie(untrusting, "http://localhost/api/auth/login", body),
    /Secure/,
  );
  assert.doesNotMatch(
    await signInCookie(untrusting, "http://localhost/api/auth/login", body, forwarded),
    /Secure/,
    "X-Forwarded-Proto is anyone's to write without TRUST_PROXY",
  );
  assert.match(
    await signInCookie(trusting, "http://localhost/api/auth/login", body, forwarded),
    /Secure/,
  );
});
