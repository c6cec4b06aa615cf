import assert from "node:assert/strict";
import { jurisdictions, rssSources } from "../db/schema.ts";
import { dbTest } from "../db/testing.ts";
import { createOfflineAnalyser } from "./ai/offline.ts";
import { startFeedServer } from "./feeds/feed_server_test_helper.ts";
import { syncServiceOf } from "./feeds/sync_deps.ts";
import { testSettings } from "./settings.ts";
import { startWorkerLoop } from "./worker_loop.ts";

dbTest("a stopping worker gives back the source it could not finish", async ({ db }) => {
  const server = startFeedServer();
  try {
    const [j] = await db.insert(jurisdictions).values({ name: "Slow" }).returning();
    await db.insert(rssSources).values({
      jurisdictionId: j!.id,
      name: "Slow feed",
      url: server.url("/slow?ms=20000"),
    });
    const parts = { db, analyser: createOfflineAnalyser(), now: () => new Date() };
    const settings = testSettings({
      security: { allowPrivateFetch: true },
      sync: { pollMs: 60_000 },
    });
    const loop = startWorkerLoop({ ...parts, settings, sync: syncServiceOf(settings, parts) });
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 20));
    const [held] = await db.select().from(rssSources);
    assert.ok(held?.claimedUntil, "claimed while its fetch runs");
    await loop.stop(100);
    const [after] = await db.select().from(rssSources);
    assert.equal(after?.claimedUntil, null, "given back: another worker may take it at once");
    assert.equal(after?.lastSync, null, "nothing recorded for an aborted sync");
    assert.equal(after?.nextSyncAt.getTime(), held?.nextSyncAt.getTime(), "still due");
  } finally {
    await server.close();
  }
});
