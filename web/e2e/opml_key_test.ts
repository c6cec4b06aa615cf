/**
 * Browser test of the issue 30 follow-up on keys and OPML: importing a file with a source whose
 * format needs an API key (OPML never carries one) says so in the import's result, and
 * Source Management's "Needs attention" lists the source with what to do. One page; the
 * jurisdiction it makes is deleted at the end, so the shared server's other suites see nothing.
 */
import assert from "node:assert/strict";
import { HEALTH, OPML } from "../src/features/sources/strings.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, callApi, e2eSuite, openSignedIn } from "./harness.ts";

const LAND = `Key Land ${crypto.randomUUID().slice(0, 8)}`;
const SOURCE = "Public laws (GovInfo)";
const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0" xmlns:lw="https://legalwatch.app/ns/opml/1">
  <body>
    <outline text="${LAND}">
      <outline text="${SOURCE}" xmlUrl="https://api.govinfo.gov/collections/PLAW?land=${
  encodeURIComponent(LAND)
}" lw:format="govinfo"/>
    </outline>
  </body>
</opml>`;

e2eSuite("issue 30: an imported source that needs a key says so", async (t, { newPage }) => {
  const { page } = await newPage();
  await openSignedIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, "/jurisdictions");

  try {
    await t.step("the import's result lists the source as imported, needing a key", async () => {
      await page.getByLabel(OPML.fileLabel).setInputFiles({
        name: "keys.opml",
        mimeType: "text/x-opml",
        buffer: Buffer.from(FILE),
      });
      const dialog = page.getByRole("dialog", { name: OPML.askTitle });
      await dialog.getByRole("button", { name: OPML.confirm }).click();
      const needsKey = page.getByTestId("opml-result").getByTestId("opml-needs-key");
      await needsKey.getByText(OPML.needsKeyTitle(1)).waitFor();
      await needsKey.getByText(`${OPML.line(5)} · ${SOURCE}`).waitFor();
    });

    await t.step("'Needs attention' lists it with what to do", async () => {
      const row = page.getByRole("region", { name: HEALTH.attentionTitle })
        .getByTestId("attention-row").filter({ hasText: SOURCE });
      await row.getByText(HEALTH.needsKeyLabel, { exact: true }).waitFor();
      await row.getByText(HEALTH.needsKey, { exact: true }).waitFor();
      assert.match(await row.innerText(), new RegExp(LAND));
    });
  } finally {
    const all = await callApi(page, "GET", "/api/jurisdictions") as { id: number; name: string }[];
    const made = all.find((j) => j.name === LAND);
    if (made) await callApi(page, "DELETE", `/api/jurisdictions/${made.id}`);
  }
});
