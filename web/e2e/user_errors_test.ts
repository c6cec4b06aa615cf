/**
 * Errors for people (issue 25 item 8, ADR 0111), in the browser, on a server
 * of its own that fetches public addresses only (ALLOW_PRIVATE_FETCH=0, as in production): the
 * alert dialog refuses a webhook on a private address under the webhook URL field, and Source
 * Management tells a source's failed sync in words, never "feeds/fetcher: …".
 */
import assert from "node:assert/strict";
import type { Locator } from "playwright-core";
import { NOT_PUBLIC_TEXT } from "../../domain/fetch_problem.ts";
import { CHANNEL_LABELS, FORM, SCREEN } from "../src/features/alerts/strings.ts";
import { SOURCES } from "../src/features/sources/strings.ts";
import { PAGES } from "../src/lib/pages.ts";
import { expectAccessible } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, callApi, e2eSuite, openSignedIn } from "./harness.ts";

const DNS_TEXT = "The feed's address could not be found (DNS). Check the URL.";
const SOURCE_NAME = "Unfindable Gazette";

/** The text of the elements an input's aria-describedby names: what a screen reader reads. */
function descriptionOf(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "").split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "").join(" ")
  );
}

e2eSuite("Errors for people", async (t, { newPage }) => {
  const { page } = await newPage();
  await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, PAGES.alerts.path);

  await t.step("a webhook on a private address is refused under its field at save", async () => {
    await page.getByRole("button", { name: SCREEN.newAlert }).first().click();
    const dialog = page.getByRole("dialog", { name: FORM.createTitle });
    await dialog.getByLabel(FORM.name).fill("Internal hook");
    await dialog.getByRole("combobox", { name: FORM.channel }).click();
    await page.getByRole("option", { name: CHANNEL_LABELS.webhook }).click();
    const url = dialog.getByLabel(FORM.webhookUrl);
    await url.fill("http://127.0.0.1:9/hook");
    await dialog.getByRole("button", { name: FORM.create }).click();
    await dialog.getByText(NOT_PUBLIC_TEXT).waitFor();
    assert.equal(await url.getAttribute("aria-invalid"), "true");
    assert.match(await descriptionOf(url), new RegExp(NOT_PUBLIC_TEXT.replace(/[.,]/g, "\\$&")));
    assert.doesNotMatch(await dialog.innerText(), /alerts\/webhook|feeds\/fetcher/);
    // The dialog only: the save's error toast has a contrast problem of its own (see report).
    await expectAccessible(page, "alert dialog with a field error", { scope: '[role="dialog"]' });
  });

  await t.step("a source whose host does not resolve says so in words", async () => {
    const land = await callApi(page, "POST", "/api/jurisdictions", { name: "Errorland" });
    const source = await callApi(page, "POST", "/api/rss-sources", {
      jurisdictionId: land.id,
      name: SOURCE_NAME,
      url: "https://gazette.nonexistent.invalid/feed.xml",
    });
    // The source's own sync runs inline (a jurisdiction's goes to the workers).
    const summary = await callApi(page, "POST", `/api/rss-sources/${source.id}/sync`, {});
    assert.equal(summary.errors[0]?.error, DNS_TEXT);
    await page.goto("/jurisdictions");
    const card = page.getByRole("region", { name: "Errorland" });
    await card.getByText(SOURCES.error(DNS_TEXT)).waitFor();
    // No module-prefixed text anywhere ("feeds/fetcher: …"; URLs may contain "feeds/").
    assert.doesNotMatch(await page.locator("body").innerText(), /\b(feeds|alerts)\/[\w-]+: /);
    await expectAccessible(page, "Source Management with a failed sync");
  });
}, { env: { ALLOW_PRIVATE_FETCH: "0" } });
