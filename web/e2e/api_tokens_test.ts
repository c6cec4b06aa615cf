/**
 * Profile → API tokens (issue 28) in Chromium against the real server: the create dialog checks
 * its fields, shows the token once with a Copy button, the token works as a script would send it,
 * the table lists it, and Revoke (confirmed) ends it at once. One context, signed in once, as the
 * seeded superadmin (no account to make; the admin scope is offered to administrators).
 */
import assert from "node:assert/strict";
import { API_TOKEN_MESSAGES } from "../../api/schemas/api_tokens.ts";
import { API_TOKEN_DIALOG as D, API_TOKENS_CARD as T } from "../src/features/profile/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, openSignedIn, settle } from "./harness.ts";

const NAME = `Nightly export ${crypto.randomUUID().slice(0, 8)}`;

e2eSuite("api tokens", async (t, { server, newPage }) => {
  const { page } = await newPage();
  await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, "/profile");
  await settle(page);
  const card = page.getByTestId("card-api-tokens");
  const dialog = page.getByRole("dialog");
  /** A call as a script makes it: the token, no cookie, no Origin. */
  const asScript = (token: string) =>
    fetch(`${server.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  let token = "";

  await t.step("the create dialog says what is wrong under each field", async () => {
    await card.getByRole("button", { name: T.create }).click();
    await dialog.getByLabel(D.scopeLabels.admin).waitFor(); // offered to an administrator
    await dialog.getByLabel(D.scopeLabels.read).click(); // unchecks the default
    await dialog.getByLabel(D.expiresInDays).fill("400");
    await dialog.getByRole("button", { name: D.submit }).click();
    await dialog.getByText(API_TOKEN_MESSAGES.nameRequired).waitFor();
    await dialog.getByText(API_TOKEN_MESSAGES.scopeRequired).waitFor();
    await dialog.getByText(API_TOKEN_MESSAGES.expiryRange).waitFor();
  });

  await t.step("a new token is shown once, with a Copy button, and works", async () => {
    await dialog.getByLabel(D.name).fill(NAME);
    await dialog.getByLabel(D.scopeLabels.read).click();
    await dialog.getByLabel(D.expiresInDays).fill("30");
    await dialog.getByRole("button", { name: D.submit }).click();
    await dialog.getByRole("heading", { name: D.createdTitle }).waitFor();
    token = await dialog.getByLabel(D.token).inputValue();
    assert.match(token, /^lw_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole("button", { name: D.copy }).waitFor();

    const res = await asScript(token);
    assert.equal(res.status, 200);
    assert.equal((await res.json()).email, ADMIN_EMAIL);
    await dialog.getByRole("button", { name: D.done }).click();
    await dialog.waitFor({ state: "hidden" });
    assert.equal(await page.getByText(token).count(), 0, "closed, the token is gone");
  });

  await t.step("the table lists it with its scope and dates, never the token", async () => {
    await page.reload();
    await settle(page);
    const row = card.getByRole("row").filter({ hasText: NAME });
    await row.getByText("read", { exact: true }).waitFor();
    const cells = await row.getByRole("cell").allTextContents();
    assert.ok(!cells.includes(T.never), `used once, so a last-used time: ${cells.join(" | ")}`);
    assert.equal(await page.content().then((html) => html.includes(token)), false);
  });

  await t.step("Revoke asks first, then the token stops working at once", async () => {
    const row = card.getByRole("row").filter({ hasText: NAME });
    await row.getByRole("button", { name: T.revokeLabel(NAME) }).click();
    const confirm = page.getByTestId("confirm-revoke-api-token");
    await confirm.getByText(T.revokeTitle(NAME)).waitFor();
    await confirm.getByRole("button", { name: T.revoke }).click();
    await page.getByTestId("toast").getByText(T.revoked).first().waitFor();
    await row.waitFor({ state: "detached" });
    const res = await asScript(token);
    assert.equal(res.status, 401);
    assert.equal((await res.json()).message, API_TOKEN_MESSAGES.invalid);
  });
});
