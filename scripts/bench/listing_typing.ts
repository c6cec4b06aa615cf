/**
 * The browser half of the listing benchmark: in Chromium, with 1000 updates loaded (the fast
 * path, filtering in the browser), how long one typed character takes to show in the table.
 * The screen measures it itself: the search box sets a performance mark, the table closes the
 * "legal-updates:filter" measure when it commits the new rows (updates_table.tsx). Target ≤ 50 ms.
 * Needs the web bundle (deno task build) and Chromium; skipped without them.
 */
import { chromium } from "playwright-core";
import postgres from "postgres";
import { createAppOver } from "../../api/testing.ts";
import { openDatabase } from "../../db/client.ts";
import { FILTER_MEASURE } from "../../web/src/features/legal_updates/components/updates_table.tsx";
import { generateListingData } from "./listing_data.ts";
import { median } from "./stats.ts";

const CHROMIUM = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const WEB_ROOT = new URL("../../web/dist", import.meta.url).pathname;
const DATABASE = "lw_typing_bench";
const TYPED = "regulation";

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

/** A fresh database on the same server with 3000 updates, 1000 of them approved. */
async function typingDatabase(serverUrl: string): Promise<string> {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await sql.unsafe(`create database ${DATABASE}`);
  } finally {
    await sql.end();
  }
  admin.pathname = `/${DATABASE}`;
  return admin.toString();
}

/** Prints the median keystroke-to-table time over the letters of a word, typed one by one. */
export async function measureTyping(serverUrl: string): Promise<void> {
  if (!await exists(CHROMIUM) || !await exists(`${WEB_ROOT}/index.html`)) {
    console.log("typing: Chromium or the web bundle (deno task build) missing: skipped.");
    return;
  }
  const url = await typingDatabase(serverUrl);
  const database = await openDatabase({ url });
  const server = await (async () => {
    await database.migrate();
    await generateListingData(database.db, { total: 3000, approved: 1000 });
    const { app } = createAppOver(database.db, { webRoot: WEB_ROOT });
    return Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
  })();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.addr as Deno.NetAddr).port}/overview`);
    await page.getByTestId("update-row").first().waitFor({ timeout: 30_000 });
    const search = page.getByPlaceholder("Search titles, summaries, categories...");
    const figures: number[] = [];
    for (let round = 0; round < 3; round++) {
      await search.fill("");
      for (const letter of TYPED) {
        await page.evaluate(() => performance.clearMeasures());
        await search.press(letter);
        await page.waitForFunction(
          (name) => performance.getEntriesByName(name).length > 0,
          FILTER_MEASURE,
        );
        figures.push(
          await page.evaluate(
            (name) => performance.getEntriesByName(name)[0]!.duration,
            FILTER_MEASURE,
          ),
        );
      }
    }
    const loaded = await page.evaluate(() =>
      document.querySelectorAll("[data-testid=update-row]").length
    );
    console.log(
      `typing (Chromium, 1000 updates loaded, ${loaded} rows shown): keystroke to table commit ` +
        `median ${median(figures).toFixed(1)} ms, max ${Math.max(...figures).toFixed(1)} ms ` +
        `over ${figures.length} keystrokes (target ≤ 50)`,
    );
  } finally {
    await browser.close();
    await server.shutdown();
    await database.close();
  }
}
