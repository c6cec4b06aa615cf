/**
 * Browser test of a compliance register entry's page (issue 29) against the real server
 * (web/e2e/harness.ts): an entry made through the API is assessed (applicability, owner, a
 * control, status), a file is uploaded with its progress bar, downloaded byte for byte and
 * removed, and every change shows in the history. Once on a desktop and once at 375 px, one
 * browser context each, signed in once; one axe scan (no other suite opens this page). Texts come
 * from the modules the page uses.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { EVIDENCE_MESSAGES } from "../../api/schemas/evidence.ts";
import {
  ENTRY_FORM,
  ENTRY_PAGE,
  EVIDENCE,
  HISTORY,
  STATUS_LABELS,
} from "../src/features/register/strings.ts";
import { expectAccessible } from "./axe.ts";
import { callApi, e2eSuite, openSignedIn, signInPage } from "./harness.ts";

const USER_EMAIL = "register.entry@example.com";
const USER_PASSWORD = "register-entry-password-1";
const PHONE = { width: 375, height: 812 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;
const encoder = new TextEncoder();

/** The history's lines, as shown. */
const historyLines = (page: Page) =>
  page.getByTestId("entry-history").locator("li > span:first-child").allTextContents();

/** Waits until the history shows `line`. */
async function seeInHistory(page: Page, line: string) {
  await page.getByTestId("entry-history").getByText(line, { exact: true }).waitFor();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** An approved update's first duty (its id and update), as a visitor's listing shows them. */
async function someDuty(page: Page): Promise<{ obligationId: number; title: string }> {
  const listing = await callApi(page, "GET", "/api/legal-updates?limit=50");
  for (const { id } of listing.updates as { id: number }[]) {
    const { update } = await callApi(page, "GET", `/api/legal-updates/${id}`);
    const [duty] = update.obligations as { id: number }[];
    if (duty) return { obligationId: duty.id, title: update.title };
  }
  throw new Error("e2e: no approved update with a duty in the seeded data");
}

/** The assessment, upload, download and removal of `entryId`, checked in the history. */
async function journey(
  t: Deno.TestContext,
  page: Page,
  input: { entryId: number; control: string; owner: string; file: string; axe?: boolean },
) {
  const { entryId, control, owner, file } = input;
  await t.step("the entry is assessed and each change is in the history", async () => {
    await page.goto(`/register/${entryId}`);
    await page.getByRole("heading", { name: ENTRY_PAGE.title, level: 1 }).waitFor();
    await page.getByLabel(ENTRY_FORM.notApplicable, { exact: true }).check();
    await page.getByRole("button", { name: ENTRY_FORM.save }).click();
    await page.getByText(ENTRY_FORM.reasonRequired).waitFor(); // a reason is required
    await page.getByLabel(ENTRY_FORM.applies, { exact: true }).check();
    await choose(page, ENTRY_FORM.owner, owner);
    await page.getByRole("checkbox", { name: control }).check();
    await choose(page, ENTRY_FORM.status, STATUS_LABELS.in_progress);
    await page.getByRole("button", { name: ENTRY_FORM.save }).click();
    await seeInHistory(page, `${ENTRY_FORM.owner}: ${HISTORY.none_value} → ${owner}`);
    await seeInHistory(page, `${ENTRY_FORM.controls}: ${HISTORY.none_value} → ${control}`);
    await seeInHistory(
      page,
      `${ENTRY_FORM.status}: ${STATUS_LABELS.not_assessed} → ${STATUS_LABELS.in_progress}`,
    );
    const entry = await callApi(page, "GET", `/api/register/${entryId}`);
    assert.equal(entry.status, "in_progress");
    assert.equal(entry.applicability, "applies");
  });

  const content = encoder.encode(
    `Training records, signed off.\n${"Attendee list.\n".repeat(20_000)}`,
  );
  await t.step("a file uploads with a progress bar, then is listed", async () => {
    await page.getByLabel(EVIDENCE.choose).setInputFiles({
      name: file,
      mimeType: "text/plain",
      buffer: Buffer.from(content),
    });
    await page.getByRole("button", { name: EVIDENCE.upload, exact: true }).click();
    const bar = page.getByRole("progressbar", { name: EVIDENCE.progress });
    await bar.waitFor();
    await page.getByText(`${EVIDENCE.uploaded(file)} (100%)`).waitFor();
    assert.equal(await bar.getAttribute("aria-valuenow"), "100");
    await page.getByRole("link", { name: EVIDENCE.download(file) }).waitFor();
    await seeInHistory(page, HISTORY.evidenceAdded(file));
    // The one scan of this page (no other suite opens it): with a file, a bar and a history.
    if (input.axe) await expectAccessible(page, "a register entry's page");
  });

  await t.step("the file downloads byte for byte", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: EVIDENCE.download(file) }).click(),
    ]);
    assert.equal(download.suggestedFilename(), file);
    const saved = await Deno.makeTempFile();
    try {
      await download.saveAs(saved);
      assert.deepEqual(await Deno.readFile(saved), content);
    } finally {
      await Deno.remove(saved);
    }
  });

  await t.step("the file is removed after a confirmation; the history keeps it", async () => {
    await page.getByRole("button", { name: EVIDENCE.remove(file) }).click();
    const dialog = page.getByRole("alertdialog", { name: EVIDENCE.confirmTitle(file) });
    await dialog.getByRole("button", { name: EVIDENCE.confirm }).click();
    await page.getByText(EVIDENCE.none).waitFor();
    await seeInHistory(page, HISTORY.evidenceRemoved(file));
    const lines = await historyLines(page);
    assert.deepEqual(lines.slice(-2), [HISTORY.evidenceAdded(file), HISTORY.evidenceRemoved(file)]);
  });
}

e2eSuite(
  "register entry: assess, upload, download and remove evidence, history",
  async (t, ctx) => {
    await ctx.server.createUser([
      "--email",
      USER_EMAIL,
      "--password",
      USER_PASSWORD,
      "--role",
      "user",
      "--first",
      "Rita",
      "--last",
      "Register",
    ]);
    const owner = "Rita Register";

    const { context, page } = await ctx.newPage({ viewport: DESKTOP });
    await signInPage(page, USER_EMAIL, USER_PASSWORD);
    const duty = await someDuty(page);
    const entry = await callApi(page, "POST", "/api/register", { obligationId: duty.obligationId });
    const control = await callApi(page, "POST", "/api/controls", {
      reference: "POL-E2E",
      name: "Records policy",
    });
    const controlName = `${control.reference} ${control.name}`;

    await t.step("the duty is quoted with a link to its update", async () => {
      await page.goto(`/register/${entry.id}`);
      const quote = page.getByRole("region", { name: ENTRY_PAGE.duty }).locator("blockquote");
      assert.equal((await quote.textContent())?.trim(), entry.citation);
      await page.getByRole("link", { name: duty.title }).waitFor();
      await page.getByRole("link", { name: ENTRY_PAGE.back }).waitFor();
    });

    await t.step("a renamed executable is refused with the server's message", async () => {
      const exe = new Uint8Array(512);
      exe.set([0x4d, 0x5a]);
      await page.getByLabel(EVIDENCE.choose).setInputFiles({
        name: "minutes.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(exe),
      });
      await page.getByRole("button", { name: EVIDENCE.upload, exact: true }).click();
      await page.getByText(EVIDENCE_MESSAGES.notAllowed).waitFor();
      await page.getByText(EVIDENCE.none).waitFor();
    });

    await journey(t, page, {
      entryId: entry.id,
      control: controlName,
      owner,
      file: "training.txt",
    });
    await context.close();

    const phone = await ctx.newPage({ viewport: PHONE });
    await openSignedIn(phone.page, USER_EMAIL, USER_PASSWORD);
    const byHand = await callApi(phone.page, "POST", "/api/register", {
      duty: "Keep a record of the staff's data protection training",
    });
    await journey(t, phone.page, {
      entryId: byHand.id,
      control: controlName,
      owner,
      file: "phone-upload.txt",
    });
    await t.step("at 375 px nothing scrolls sideways", async () => {
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= PHONE.width, `the page is ${width} px wide at ${PHONE.width} px`);
    });
    await phone.context.close();
  },
);
