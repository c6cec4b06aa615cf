import assert from "node:assert/strict";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { SYNC_INTERVAL_REASONS } from "../../domain/sync_schedule.ts";
import type { JurisdictionView, RssSourceView } from "../schemas/sources.ts";
import { makeUser, signedInClient } from "../testing.ts";
import { withServer } from "./sync_test_data.ts";

dbTest(
  "the source answers say when each source is read next, how often and why (issue 26)",
  async ({ db }) => {
    await withServer(db, async (server, { app, sync, clock }) => {
      const [j] = await db.insert(jurisdictions).values({ name: "Busyland", syncFrequency: 6 })
        .returning();
      const newest = new Date(clock.now().getTime() - 10 * 60_000).toISOString();
      const [busy, fresh] = await db.insert(rssSources).values([
        {
          jurisdictionId: j!.id,
          name: "Busy gazette",
          url: server.url(`/generated/busy.xml?items=50&gap-minutes=30&newest=${newest}`),
        },
        { jurisdictionId: j!.id, name: "Never read", url: server.url("/generated/never.xml") },
      ]).returning();
      const client = await signedInClient(app, await makeUser(db, "superadmin"));
      assert.equal((await client.post(`/api/rss-sources/${busy!.id}/sync`)).status, 200);
      await sync.whenIdle();

      const listed = await (await client.get("/api/rss-sources")).json() as RssSourceView[];
      const byId = new Map(listed.map((s) => [s.id, s]));
      const read = byId.get(busy!.id)!;
      assert.equal(read.syncIntervalReason, "activity");
      assert.equal(read.syncIntervalSeconds, 300);
      assert.equal(read.push, null);
      const next = new Date(read.nextSyncAt).getTime() - clock.now().getTime();
      assert.ok(next >= 300_000 && next <= 315_000, `next read in ${next} ms`);
      const never = byId.get(fresh!.id)!;
      assert.deepEqual(
        [never.syncIntervalReason, never.syncIntervalSeconds, never.nextSyncAt, never.push],
        ["jurisdiction", 14_400, "1970-01-01T00:00:00.000Z", null],
        "before its first read: its jurisdiction's rate, due now",
      );

      const tree = await (await client.get("/api/jurisdictions")).json() as JurisdictionView[];
      const underJ = tree.find((x) => x.id === j!.id)!.rssSources;
      assert.deepEqual(
        underJ.map((s) => [s.name, s.syncIntervalReason, s.syncIntervalSeconds, s.push]),
        [["Busy gazette", "activity", 300, null], ["Never read", "jurisdiction", 14_400, null]],
      );
      for (const s of [...listed, ...underJ]) {
        assert.ok(SYNC_INTERVAL_REASONS.includes(s.syncIntervalReason));
        assert.ok(!Number.isNaN(Date.parse(s.nextSyncAt)));
      }
    });
  },
);
