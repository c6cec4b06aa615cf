/**
 * Browser tests of an update's detail page (/updates/{id}, issue 16) and of editing obligations
 * in the Verification Portal, on data the suite makes itself (a manual update of its own): an
 * admin adds an obligation in the edit dialog, then an anonymous visitor opens the shared link
 * and sees the citation highlighted in the full text, rendered as text, never as HTML.
 *
 * On a server of its own (ownServer): approving an update changes the counts the listing suite
 * asserts on the shared server while it runs.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { ManualUpdateResponse } from "../../api/schemas/manual_update.ts";
import type { UpdateDetailResponse } from "../../api/schemas/legal_updates.ts";
import { DETAIL, EDIT, ROW, TOASTS } from "../src/features/admin/strings.ts";
import { DETAIL_PAGE } from "../src/features/update_detail/strings.ts";
import { LISTING_TEXT } from "../src/features/legal_updates/strings.ts";
import { updateDetailPath } from "../src/lib/pages.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, signInPage } from "./harness.ts";

const TITLE = "Detail page test: reporting duties for couriers";
const CITATION = "Couriers must report <b>lost parcels</b> within 30 days.";
const CONTENT = `Opening words of the notice.\n\n${CITATION} Other provisions follow.`;

async function detailOf(page: Page, id: number): Promise<UpdateDetailResponse> {
  const res = await page.request.get(`/api/legal-updates/${id}`);
  assert.equal(res.status(), 200);
  return await res.json() as UpdateDetailResponse;
}

e2eSuite("the detail page and obligations in the portal", async (t, { server, newPage }) => {
  const { context: adminContext, page: admin } = await newPage();
  await signInPage(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  const headers = { origin: server.url };
  const [jurisdiction] = await (await admin.request.get("/api/jurisdictions")).json() as {
    id: number;
  }[];
  assert.ok(jurisdiction);
  const created = await admin.request.post("/api/legal-updates/manual", {
    // The link is not fetched (refused or unreachable): the update is made all the same.
    data: {
      title: TITLE,
      sourceUrl: "https://127.0.0.1:1/detail-page-test",
      jurisdictionId: jurisdiction.id,
      aiCategory: "Transportation",
      source: "E2E Gazette",
    },
    headers,
  });
  assert.equal(created.status(), 201, await created.text());
  const { id } = await created.json() as ManualUpdateResponse;
  const edited = await admin.request.patch(`/api/legal-updates/${id}`, {
    data: { content: CONTENT, obligations: [] },
    headers,
  });
  assert.equal(edited.status(), 200, await edited.text());

  // One visitor context for both signed-out steps (a context is a renderer process of its own).
  const { context: visitorContext, page: visitor } = await newPage();

  await t.step("a pending update's page is not found for a visitor", async () => {
    await visitor.goto(updateDetailPath(id));
    await visitor.getByRole("heading", { name: DETAIL_PAGE.notFound }).waitFor();
  });

  await t.step(
    "an admin adds an obligation in the edit dialog; a bad citation is refused",
    async () => {
      await admin.goto("/admin");
      await admin.getByRole("button", { name: ROW.menu(TITLE), exact: true }).click();
      await admin.getByRole("menuitem", { name: ROW.edit }).click();
      const dialog = admin.getByRole("dialog", { name: EDIT.title });
      await dialog.getByRole("button", { name: EDIT.addObligation }).click();
      await dialog.locator("#edit-obligation-0-actor").fill("Couriers");
      await dialog.locator("#edit-obligation-0-action").fill("must report lost parcels");
      await dialog.locator("#edit-obligation-0-deadline").fill("2027-03-01");
      await dialog.locator("#edit-obligation-0-citation").fill(
        "Couriers must report every parcel.",
      );
      await dialog.getByRole("button", { name: EDIT.save }).click();
      await dialog.getByTestId("error-edit-obligation-0-citation-error")
        .getByText("The citation must be copied exactly from the update's title or content")
        .waitFor();
      // Copied with different line breaks: whitespace is not a difference.
      await dialog.locator("#edit-obligation-0-citation").fill(
        CITATION.replace(" within", "\nwithin"),
      );
      await dialog.getByRole("button", { name: EDIT.save }).click();
      await admin.getByTestId("toast").getByText(TOASTS.updateUpdated).waitFor();
      const { update } = await detailOf(admin, id);
      assert.deepEqual(
        update.obligations.map((o) => [o.actor, o.deadline, o.source]),
        [["Couriers", "2027-03-01", "admin"]],
      );
      // The portal's detail dialog lists it and links to the page.
      await admin.getByRole("button", { name: TITLE, exact: true }).click();
      const detail = admin.getByTestId("detail-dialog");
      await detail.getByTestId("obligation").getByText("must report lost parcels").waitFor();
      assert.equal(
        await detail.getByRole("link", { name: DETAIL.openDetailPage }).getAttribute("href"),
        updateDetailPath(id),
      );
      await admin.keyboard.press("Escape");
      const approved = await admin.request.patch(`/api/legal-updates/${id}/status`, {
        data: { status: "approved" },
        headers,
      });
      assert.equal(approved.status(), 200);
    },
  );

  await t.step(
    "a visitor opens it from the listing and sees the citation highlighted",
    async () => {
      const page = visitor;
      await page.goto("/overview"); // a fresh load: nothing read before the approval stays
      await page.getByPlaceholder(LISTING_TEXT.searchPlaceholder).fill(
        "reporting duties for couriers",
      );
      const row = page.getByTestId("update-row").filter({ hasText: TITLE });
      await row.getByTestId("detail-link").click();
      await page.waitForURL((url) => url.pathname === updateDetailPath(id));
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      const text = page.getByTestId("cited-text");
      const marks = text.locator("mark");
      assert.equal(await marks.count(), 1);
      assert.equal(
        (await marks.first().textContent())?.replace(/\s+/g, " "),
        CITATION,
      );
      // The text's markup is shown as text, never parsed.
      assert.equal(await text.locator("b").count(), 0);
      assert.match((await text.textContent()) ?? "", /Opening words of the notice\./);
      const obligation = page.getByTestId("obligation");
      await obligation.getByText("Couriers", { exact: true }).waitFor();
      assert.equal(await obligation.locator("time").getAttribute("datetime"), "2027-03-01");
    },
  );

  await visitorContext.close();
  await adminContext.close();
}, { ownServer: true });
