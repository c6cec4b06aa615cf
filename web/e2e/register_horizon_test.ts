/**
 * Issue 29 in the browser: "Add to register" under a duty on an update's detail page and in the
 * favorites' "Add duties to register" dialog (each turns into "In register", also after a
 * reload), then "What's coming" at 30 days shows the duty in the timeline and in the month view
 * (reached with the arrow keys); the detail page's "In register" leads to the entry, which becomes
 * compliant with a file of evidence (the issue's journey, duty to proof); at 375 px the month
 * view is a list. On the shared server:
 * the suite's user has a register of its own, and it approves nothing. One context per viewport,
 * signed in once (the phone's context reuses the session).
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import type { ListingResponse, UpdateDetailResponse } from "../../api/schemas/legal_updates.ts";
import type { EntryAnswer } from "../../api/schemas/register.ts";
import { dutyText, REGISTER_STATUS_LABELS } from "../../domain/register.ts";
import {
  ADD_TO_REGISTER,
  FAVORITE_DUTIES,
  HORIZON_TEXT,
} from "../src/features/register/horizon_strings.ts";
import {
  ENTRY_FORM,
  ENTRY_PAGE,
  EVIDENCE,
  STATUS_LABELS,
} from "../src/features/register/strings.ts";
import { PAGES, registerEntryPath, updateDetailPath } from "../src/lib/pages.ts";
import { callApi, e2eSuite, settle, signInPage } from "./harness.ts";

const EMAIL = `horizon.${crypto.randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = "horizon-password-123";
const DESKTOP = { viewport: { width: 1280, height: 900 }, timezoneId: "UTC" } as const;
const PHONE = { viewport: { width: 375, height: 812 }, timezoneId: "UTC" } as const;

type Update = UpdateDetailResponse["update"];

/** Two approved updates with duties, as the signed-in user reads them. */
async function updatesWithDuties(page: Page): Promise<[Update, Update]> {
  const listing = await callApi<ListingResponse>(page, "GET", "/api/legal-updates?limit=100");
  const found: Update[] = [];
  for (const { id } of listing.updates) {
    const { update } = await callApi<UpdateDetailResponse>(page, "GET", `/api/legal-updates/${id}`);
    if (update.obligations.length > 0) found.push(update);
    if (found.length === 2) return [found[0]!, found[1]!];
  }
  throw new Error("e2e: the demo has no two approved updates with duties");
}

/** 'yyyy-MM-dd' of the UTC day `days` from now (the server's horizon counts UTC days). */
function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const addButton = (scope: ReturnType<Page["getByTestId"]>) =>
  scope.getByRole("button", { name: new RegExp(`^${ADD_TO_REGISTER.add}`) });
const inRegister = (scope: ReturnType<Page["getByTestId"]>) =>
  scope.getByRole("link", { name: new RegExp(`^${ADD_TO_REGISTER.inRegister}`) });

e2eSuite("register: add duties from the detail page and favorites, see them coming", async (
  t,
  { server, newPage },
) => {
  await server.createUser(["--email", EMAIL, "--password", PASSWORD, "--role", "user"]);
  const { context, page } = await newPage(DESKTOP);
  await signInPage(page, EMAIL, PASSWORD);
  const [detailUpdate, favoriteUpdate] = await updatesWithDuties(page);
  const detailDuty = detailUpdate.obligations[0]!;
  let entryId = 0;

  await t.step(
    "on the detail page a duty's 'Add to register' turns into 'In register'",
    async () => {
      await page.goto(updateDetailPath(detailUpdate.id));
      const duty = page.getByTestId("obligation").first();
      await addButton(duty).click();
      const link = inRegister(duty);
      await link.waitFor();
      const href = await link.getAttribute("href");
      entryId = Number(href?.split("/").at(-1));
      assert.equal(href, registerEntryPath(entryId));
      assert.equal(await link.evaluate((el) => el === document.activeElement), true, "focus kept");
      // The answer tells from the start: after a reload it still reads "In register".
      await page.reload();
      await inRegister(page.getByTestId("obligation").first()).waitFor();
      assert.equal(await addButton(page.getByTestId("obligation").first()).count(), 0);
    },
  );

  await t.step("in favorites a duty is added from 'Add duties to register'", async () => {
    await callApi(page, "POST", `/api/auth/favorites/${favoriteUpdate.id}`);
    await page.goto(PAGES.favorites.path);
    const row = page.getByTestId("favorite-row").filter({ hasText: favoriteUpdate.title });
    await row.getByRole("button", { name: new RegExp(`^${FAVORITE_DUTIES.open}`) }).click();
    const dialog = page.getByTestId("favorite-duties");
    const duty = dialog.getByTestId("obligation").first();
    await addButton(duty).click();
    await inRegister(duty).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const { update } = await callApi<UpdateDetailResponse>(
      page,
      "GET",
      `/api/legal-updates/${favoriteUpdate.id}`,
    );
    assert.equal(typeof update.obligations[0]!.registerEntryId, "number");
  });

  const due = utcDay(3);
  const duty = dutyText(detailDuty);
  await t.step("'What's coming' at 30 days shows the duty in the timeline", async () => {
    await callApi<EntryAnswer>(page, "PATCH", `/api/register/${entryId}`, { dueDate: due });
    await page.goto(PAGES.registerHorizon.path);
    await page.getByRole("heading", { level: 1, name: PAGES.registerHorizon.label }).waitFor();
    const thirty = page.getByRole("button", { name: HORIZON_TEXT.window(30) });
    assert.equal(await thirty.getAttribute("aria-pressed"), "true");
    await settle(page);
    const item = page.getByTestId("horizon-timeline").getByTestId("horizon-item")
      .filter({ hasText: duty });
    await item.waitFor();
    assert.equal(await item.locator("time").getAttribute("datetime"), due);
    await item.getByText(REGISTER_STATUS_LABELS.not_assessed).waitFor();
    assert.equal(
      await item.getByRole("link", { name: new RegExp(`^${HORIZON_TEXT.openEntry}`) })
        .getAttribute("href"),
      registerEntryPath(entryId),
    );
  });

  await t.step("the month view shows it on its day, reached with the arrow keys", async () => {
    await page.getByRole("tab", { name: HORIZON_TEXT.month }).click();
    const grid = page.getByRole("grid");
    const today = grid.locator(`[data-day="${utcDay(0)}"]`);
    await today.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    const cell = grid.locator(`[data-day="${due}"]`);
    assert.equal(await cell.evaluate((el) => el === document.activeElement), true);
    assert.equal(await cell.getAttribute("aria-selected"), "true");
    await cell.getByText(duty).waitFor();
    await page.getByTestId("horizon-chosen-day").getByTestId("horizon-item")
      .filter({ hasText: duty }).waitFor();
  });
  await t.step(
    "from the duty's 'In register' link the entry becomes compliant with evidence",
    async () => {
      await page.goto(updateDetailPath(detailUpdate.id));
      await inRegister(page.getByTestId("obligation").first()).click();
      await page.waitForURL((url) => url.pathname === registerEntryPath(entryId));
      await page.getByRole("region", { name: ENTRY_PAGE.duty }).getByText(duty, { exact: true })
        .waitFor();
      assert.equal(await page.getByRole("blockquote").count(), 1, "the duty's citation is quoted");
      await page.getByLabel(ENTRY_FORM.applies, { exact: true }).check();
      await page.getByLabel(ENTRY_FORM.status, { exact: true }).click();
      await page.getByRole("option", { name: STATUS_LABELS.compliant, exact: true }).click();
      await page.getByRole("button", { name: ENTRY_FORM.save }).click();
      const file = "dpo-appointment.txt";
      await page.getByLabel(EVIDENCE.choose).setInputFiles({
        name: file,
        mimeType: "text/plain",
        buffer: Buffer.from("Board minute: the data protection officer is appointed.\n"),
      });
      await page.getByRole("button", { name: EVIDENCE.upload, exact: true }).click();
      await page.getByRole("link", { name: EVIDENCE.download(file) }).waitFor();
      const entry = await callApi<EntryAnswer>(page, "GET", `/api/register/${entryId}`);
      assert.equal(entry.status, "compliant");
      assert.deepEqual(entry.evidence.map((e) => e.fileName), [file]);
      await page.goto(PAGES.register.path);
      // The card shows "–" until the counts load, then the number.
      await page.getByTestId("count-compliant").filter({ hasText: /^1\D/ }).waitFor();
    },
  );

  const state = await context.storageState();
  await context.close();

  await t.step("at 375 px the month view is a list of its days", async () => {
    const phone = await newPage({ ...PHONE, storageState: state });
    await phone.page.goto(PAGES.registerHorizon.path);
    await phone.page.getByRole("tab", { name: HORIZON_TEXT.month }).click();
    if (due.slice(0, 7) !== utcDay(0).slice(0, 7)) {
      await phone.page.getByRole("button", { name: HORIZON_TEXT.nextMonth }).click();
    }
    await phone.page.getByTestId("horizon-month-list").getByTestId("horizon-item")
      .filter({ hasText: duty }).waitFor();
    assert.equal(await phone.page.getByRole("grid").isVisible(), false);
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.viewport.width, `the page is ${width} px wide`);
    await phone.context.close();
  });
});
