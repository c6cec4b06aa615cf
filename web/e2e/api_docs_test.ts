/**
 * Browser test of the API reference page (GET /api/docs, ADR 0140, ADR 0178):
 * Scalar's script comes from our own server, the page renders the OpenAPI document (its title and
 * a known route), Chromium reports no Content-Security-Policy violation and the page asks no other
 * origin for anything. One page, signed out (the reference is public).
 */
import assert from "node:assert/strict";
import { SCALAR_SCRIPT_PATH } from "../../api/schemas/api_docs.ts";
import { API_ROUTES } from "../../api/schemas/api_routes.ts";
import { e2eSuite } from "./harness.ts";

e2eSuite("the API reference page renders from our own origin", async (t, { server, newPage }) => {
  const { page } = await newPage();
  const violations: string[] = [];
  const elsewhere: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(server.url).origin) {
      elsewhere.push(request.url());
    }
  });

  await t.step("the reference shows the API's title and its routes", async () => {
    const script = page.waitForResponse((response) =>
      new URL(response.url()).pathname === SCALAR_SCRIPT_PATH
    );
    await page.goto("/api/docs");
    const answer = await script;
    assert.equal(answer.status(), 200);
    assert.match(answer.headers()["cache-control"] ?? "", /immutable/);
    await page.getByRole("heading", { name: "LegalWatch API", level: 1 }).waitFor();
    // A known route: its group opened, its entry (method and summary), then its path.
    const listing = API_ROUTES["GET /api/legal-updates"].summary;
    await page.getByRole("button", { name: "Open Group - legal-updates" }).click();
    await page.getByRole("link", { name: listing }).first().click();
    const operation = page.locator("section", { has: page.getByRole("heading", { name: listing }) })
      .last();
    await operation.getByText("/api/legal-updates", { exact: true }).first().waitFor();
    assert.match(await operation.innerText(), /GET\s*\/api\/legal-updates/);
  });

  await t.step("no CSP violation, nothing fetched from another origin", () => {
    assert.deepEqual(violations, []);
    assert.deepEqual(elsewhere, []);
  });
});
