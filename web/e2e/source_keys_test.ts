/**
 * Browser test of a source's API key in Source Management (issue 30) against the real server:
 * a GovInfo source shows its format's hint and a password-style key field, cannot be saved
 * without a key, takes one, shows "Key set — replace" afterwards (never the key), takes a new
 * one, and loses it through "Clear key" only when its format no longer needs one. The keys
 * never appear in the page or in any answer the browser received. One page, one sign-in.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SOURCE_MESSAGES } from "../../api/schemas/sources.ts";
import {
  formatGuide,
  SOURCE_FORM,
  SOURCE_FORMAT_LABELS,
  SOURCES,
  SPECIALISTS,
  TOASTS,
} from "../src/features/sources/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, callApi, e2eSuite, signInPage } from "./harness.ts";

const RUN = crypto.randomUUID().slice(0, 6);
const LAND = `Key Land ${RUN}`;
const NAME = `GovInfo laws ${RUN}`;
const FIRST_KEY = `first-${RUN}-Kq7Zx0a1b2c3d4e5`;
const SECOND_KEY = `second-${RUN}-Wm3Yp9f8g7h6i5j4`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

e2eSuite("source API keys", async (t, { newPage }) => {
  const { page } = await newPage({ viewport: { width: 1366, height: 900 } });
  const answers: Promise<string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/")) {
      answers.push(response.text().catch(() => ""));
    }
  });
  await signInPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await callApi(page, "POST", "/api/jurisdictions", { name: LAND });
  await page.goto("/jurisdictions");
  const toast = page.getByTestId("toast");
  const row = page.getByTestId("specialist-row").filter({ hasText: NAME });
  const edit = async () => {
    await row.getByRole("button", { name: SOURCES.edit(NAME) }).click();
    return page.getByRole("dialog", { name: SOURCE_FORM.editTitle });
  };

  await t.step("a format that needs a key says so, and is saved only with one", async () => {
    await page.getByRole("button", { name: SPECIALISTS.add }).click();
    const dialog = page.getByRole("dialog", { name: SOURCE_FORM.addTitle });
    await dialog.getByLabel(SOURCE_FORM.name).fill(NAME);
    await dialog.getByLabel(SOURCE_FORM.url).fill("https://api.govinfo.gov/collections/PLAW");
    await choose(page, SOURCE_FORM.jurisdiction, LAND);
    await choose(page, SOURCE_FORM.format, SOURCE_FORMAT_LABELS.govinfo);
    await dialog.getByText(formatGuide("govinfo").hint, { exact: true }).waitFor();
    const key = dialog.getByLabel(SOURCE_FORM.apiKey);
    assert.equal(await key.getAttribute("type"), "password");
    await dialog.getByRole("button", { name: SOURCE_FORM.add }).click();
    await dialog.getByText(SOURCE_MESSAGES.apiKeyRequired).waitFor();
    await key.fill(FIRST_KEY);
    await dialog.getByRole("button", { name: SOURCE_FORM.add }).click();
    await toast.getByText(TOASTS.sourceCreated).waitFor();
    await row.waitFor();
  });

  await t.step("once set, the key is never shown: it can be replaced", async () => {
    const dialog = await edit();
    const key = dialog.getByLabel(SOURCE_FORM.apiKey);
    assert.equal(await key.getAttribute("placeholder"), SOURCE_FORM.apiKeySet);
    assert.equal(await key.inputValue(), "");
    assert.ok(!(await page.content()).includes(FIRST_KEY));
    await key.fill(SECOND_KEY);
    await dialog.getByRole("button", { name: SOURCE_FORM.save }).click();
    await toast.getByText(TOASTS.sourceUpdated).waitFor();
  });

  await t.step("clearing a needed key is refused; with a feed format the key goes", async () => {
    const dialog = await edit();
    await dialog.getByRole("button", { name: SOURCE_FORM.clearKey }).click();
    await dialog.getByText(SOURCE_FORM.keyWillClear).waitFor();
    await dialog.getByRole("button", { name: SOURCE_FORM.save }).click();
    await dialog.getByText(SOURCE_MESSAGES.apiKeyRequired).waitFor();
    await dialog.getByLabel(SOURCE_FORM.url).fill("https://api.govinfo.gov/rss/plaw.xml");
    await choose(page, SOURCE_FORM.format, SOURCE_FORMAT_LABELS.auto);
    await dialog.getByText(formatGuide("auto").hint, { exact: true }).waitFor();
    assert.equal(await dialog.getByLabel(SOURCE_FORM.apiKey).count(), 0);
    await dialog.getByRole("button", { name: SOURCE_FORM.save }).click();
    await toast.getByText(TOASTS.sourceUpdated).waitFor();
    const sources = await callApi(page, "GET", "/api/rss-sources");
    const saved = sources.find((s: { name: string }) => s.name === NAME);
    assert.equal(saved.apiKeySet, false);
  });

  await t.step("no answer the browser received and no page held a key", async () => {
    const texts = await Promise.all(answers);
    assert.ok(texts.length > 5);
    for (const secret of [FIRST_KEY, SECOND_KEY]) {
      assert.ok(texts.every((text) => !text.includes(secret)), "never in an answer");
      assert.ok(!(await page.content()).includes(secret), "never in the page");
    }
  });
});
