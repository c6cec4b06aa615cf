import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { globalSettings, jurisdictions, rssSources } from "../db/schema.ts";
import { SEED_VERSION, SEED_VERSION_KEY } from "../db/seed/seed.ts";
import { hasTestPostgres, newTestDatabaseUrl } from "../db/testing.ts";
import { startFeedServer } from "../workers/feeds/feed_server_test_helper.ts";
import { parseEnv } from "./env.ts";
import { startServer } from "./main.ts";
import { settingsFromEnv } from "./settings.ts";

/** Waits until `done()` holds, up to `ms`; answers whether it did. */
async function waitUntil(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return await done();
}

Deno.test({
  name: "SYNC_POLL_SECONDS sets how soon the server's own loop syncs a source that became due",
  // The server opens its database by URL; PGlite's single process cannot be shared with the test.
  ignore: !hasTestPostgres(),
  // Importing api/main.ts registers the crons (Deno Deploy's rule), which outlive the test.
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const feeds = startFeedServer();
    const url = await newTestDatabaseUrl();
    // One source, on the fixture server; the seed's sources (real hosts) are skipped.
    const setup = await openDatabase({ url, maxConnections: 1 });
    const [j] = await setup.db.insert(jurisdictions).values({ name: "Poll" }).returning();
    const [source] = await setup.db.insert(rssSources).values({
      jurisdictionId: j!.id,
      name: "Gazette",
      url: feeds.url("/generated/poll.xml?items=2"),
    }).returning();
    await setup.db.insert(globalSettings).values({
      key: SEED_VERSION_KEY,
      value: { version: SEED_VERSION, seededAt: new Date().toISOString() },
    });
    const settings = settingsFromEnv(parseEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      ADMIN_PASSWORD: "poll-test-password",
      SEED_DEMO: "false",
      ACCESS_LOG: "false",
      ALLOW_PRIVATE_FETCH: "true",
      SYNC_POLL_SECONDS: "0.2",
    }));
    const log = console.log;
    console.log = () => {}; // the welcome banner
    const server = await startServer(settings).finally(() => console.log = log);
    try {
      const synced = async () =>
        (await setup.db.select().from(rssSources).where(eq(rssSources.id, source!.id)))[0]
          ?.lastSync != null;
      assert.ok(await waitUntil(synced, 20_000), "the loop's first round syncs the due source");
      assert.equal(feeds.requests.length, 1);

      // Due again (as a schedule or a sync button would make it): the next poll takes it. The
      // default poll (15 s) would leave it waiting well past this test's patience.
      await setup.db.update(rssSources).set({ nextSyncAt: new Date(0) })
        .where(eq(rssSources.id, source!.id));
      const fetchedAgain = await waitUntil(
        () => Promise.resolve(feeds.requests.length >= 2),
        8_000,
      );
      assert.ok(fetchedAgain, "the server's loop polled again within SYNC_POLL_SECONDS");
    } finally {
      await server.shutdown(); // stops its sync service: nothing runs in the background after
      await setup.close();
      await feeds.close();
    }
  },
});
