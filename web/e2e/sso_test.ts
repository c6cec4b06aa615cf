/**
 * Browser test of single sign-on (issue 28) against the real server and a real OpenID provider
 * (oidc-provider on 127.0.0.1, api/auth/oidc/provider_test_helper.ts): the sign-in page's
 * "Sign in with {label}" button, the provider's own login and consent pages, a cancelled consent
 * landing back on the sign-in page with its message, and a completed one signed in on the
 * dashboard as the new account, whose Profile says how it signs in; under OIDC_ONLY the sign-in
 * page offers no password reset. One page for all of it. The error cases are API tests
 * (api/routes/oidc_test.ts).
 */
import assert from "node:assert/strict";
import { freePort } from "../../scripts/free_port.ts";
import { startTestProvider, TEST_CLIENT } from "../../api/auth/oidc/provider_test_helper.ts";
import { signsInWith, SSO_ERRORS, ssoButtonText } from "../../api/schemas/oidc.ts";
import { greeting } from "../src/features/dashboard/strings.ts";
import { callApi, e2eSuite } from "./harness.ts";

const RUN = crypto.randomUUID().slice(0, 6);
// The server's OIDC_ISSUER names the provider before it starts (it is found at the first
// sign-in), so the provider's port is chosen now.
const PROVIDER_PORT = freePort();
const LABEL = "Acme SSO";

e2eSuite("single sign-on through the provider's pages", async (t, { server, newPage }) => {
  // Without PUBLIC_URL the server's is http://localhost:PORT: the browser uses that origin, so
  // the provider sends it back to where its state cookie is.
  const SERVER_URL = server.url.replace("127.0.0.1", "localhost");
  const provider = await startTestProvider(`${SERVER_URL}/api/auth/oidc/callback`, PROVIDER_PORT);
  provider.accounts.set(`sso-${RUN}`, {
    email: `sso.${RUN}@acme.example`,
    email_verified: true,
    given_name: "Sophie",
    family_name: "Sso",
  });
  const { page } = await newPage();
  try {
    await t.step("the sign-in page offers the provider; a cancelled consent says so", async () => {
      await page.goto(`${SERVER_URL}/auth`);
      await page.getByRole("link", { name: ssoButtonText(LABEL) }).click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      await page.getByPlaceholder("Enter any login").fill(`sso-${RUN}`);
      await page.getByPlaceholder("and password").fill("anything");
      await page.getByRole("button", { name: "Sign-in" }).click();
      await page.getByRole("button", { name: "Continue" }).waitFor(); // the consent page
      await page.getByRole("link", { name: "[ Cancel ]" }).click();
      await page.waitForURL((url) => url.origin === SERVER_URL && url.pathname === "/auth");
      assert.equal(await page.getByRole("alert").textContent(), SSO_ERRORS.denied);
    });

    await t.step(
      "consent given: signed in as the new account (a user), greeted by name",
      async () => {
        // The provider remembers the login; only consent is asked again.
        await page.getByRole("link", { name: ssoButtonText(LABEL) }).click();
        await page.getByRole("button", { name: "Continue" }).click();
        await page.waitForURL((url) => url.origin === SERVER_URL && url.pathname === "/");
        const me = await callApi(page, "GET", `${SERVER_URL}/api/auth/user`);
        assert.deepEqual([me.email, me.role, me.hasLocalAuth], [
          `sso.${RUN}@acme.example`,
          "user",
          false,
        ]);
        await page.goto(`${SERVER_URL}/home`);
        await page.getByRole("heading", { name: greeting("Sophie") }).waitFor();
      },
    );

    await t.step("the Profile says how the account signs in, and asks no password", async () => {
      await page.goto(`${SERVER_URL}/profile`);
      await page.getByTestId("card-sso-sign-in").getByText(signsInWith(LABEL)).waitFor();
      assert.equal(await page.getByRole("heading", { name: "Security Questions" }).count(), 0);
      assert.equal(await page.getByLabel("Email").getAttribute("readonly"), "");
    });

    await t.step("OIDC_ONLY: the sign-in page offers no password reset", async () => {
      await page.context().clearCookies();
      await page.goto(`${SERVER_URL}/auth`);
      await page.getByRole("link", { name: ssoButtonText(LABEL) }).waitFor();
      assert.equal(await page.getByTestId("link-forgot-password").count(), 0);
    });
  } finally {
    await provider.close();
  }
}, {
  env: {
    OIDC_ISSUER: `http://127.0.0.1:${PROVIDER_PORT}`,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
    OIDC_LABEL: LABEL,
    OIDC_ALLOWED_DOMAINS: "acme.example",
    OIDC_ONLY: "true",
  },
});
