/**
 * Browser test of issue 25's OPML item against the real server (web/e2e/harness.ts): importing a
 * file asks where the sources outside any group go, the result says which jurisdictions the
 * import created, and the listing's jurisdiction filter leaves out those without an approved
 * update (a fresh import's, or an empty group's).
 *
 * On a server of its own (ownServer): new jurisdictions and sources would change what the
 * Source Management and monitoring suites count on the shared server.
 */
import assert from "node:assert/strict";
import type { PublicJurisdiction } from "../../api/schemas/sources.ts";
import { OPML } from "../src/features/sources/strings.ts";
import { expectAccessible } from "./axe.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, e2eSuite, signInPage } from "./harness.ts";

const GROUP = "Grouped Land 25";
const HOLLOW = "Hollow Land 25";
// Never fetched successfully: port 1 refuses, so a sync in the background changes nothing.
const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <body>
    <outline text="${GROUP}">
      <outline type="rss" text="Grouped feed" xmlUrl="http://127.0.0.1:1/grouped.xml"/>
    </outline>
    <outline text="${HOLLOW}"/>
    <outline type="rss" text="Loose feed" xmlUrl="http://127.0.0.1:1/loose.xml"/>
  </body>
</opml>`;

e2eSuite("issue 25: OPML import asks and reports; the filter lists what can match", async (t, {
  newPage,
}) => {
  const { page, context } = await newPage();
  await signInPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const listed = await (await page.request.get("/api/jurisdictions?listed=true"))
    .json() as PublicJurisdiction[];
  const target = listed[0];
  assert.ok(target, "the demo seed has a jurisdiction with approved updates");

  await t.step("the import asks where ungrouped sources go, and says what it created", async () => {
    await page.goto("/jurisdictions");
    await page.getByLabel(OPML.fileLabel).setInputFiles({
      name: "reader.opml",
      mimeType: "text/x-opml",
      buffer: Buffer.from(FILE),
    });
    const dialog = page.getByRole("dialog", { name: OPML.askTitle });
    await dialog.getByText(OPML.askFile("reader.opml")).waitFor();
    const choice = dialog.getByLabel(OPML.ungroupedLabel);
    assert.match(await choice.innerText(), new RegExp(OPML.newImported));
    await expectAccessible(page, "the OPML import question");
    await choice.click();
    await page.getByRole("option", { name: target.name, exact: true }).click();
    await dialog.getByRole("button", { name: OPML.confirm }).click();
    const result = page.getByTestId("opml-result");
    await result.getByText(OPML.result(2, 0)).waitFor();
    await result.getByText(OPML.createdJurisdictions([GROUP, HOLLOW])).waitFor();
    await dialog.waitFor({ state: "detached" });

    const all = await (await page.request.get("/api/jurisdictions")).json() as {
      name: string;
      rssSources: { name: string }[];
    }[];
    assert.ok(!all.some((j) => j.name === "Imported"), "no 'Imported' jurisdiction is made");
    const into = all.find((j) => j.name === target.name);
    assert.ok(into?.rssSources.some((s) => s.name === "Loose feed"));
  });

  await t.step(
    "the listing's filter leaves out jurisdictions without an approved update",
    async () => {
      // The admin's context, signed out: a visitor without a context of its own.
      await context.clearCookies();
      const visitor = page;
      await visitor.goto("/overview");
      await visitor.getByRole("checkbox", { name: target.name, exact: true }).waitFor();
      for (const empty of [GROUP, HOLLOW]) {
        assert.equal(await visitor.getByRole("checkbox", { name: empty, exact: true }).count(), 0);
      }
    },
  );
  await context.close();
}, { ownServer: true });
