/**
 * Push is taken only when the hub can call us back: an http or private PUBLIC_URL without
 * ALLOW_PRIVATE_FETCH, or a hub that refuses, leaves the source polling and says why. The feeds
 * and the hub are real servers (websub_hub_test_helper.ts); the sync reads them as it reads any
 * feed (fetches of loopback allowed, the callback rule under test set apart).
 */
import assert from "node:assert/strict";
import type { Db } from "../../../db/client.ts";
import { pushStatusOf } from "../../../db/queries/websub_subscriptions.ts";
import { jurisdictions, rssSources } from "../../../db/schema.ts";
import { dbTest } from "../../../db/testing.ts";
import { createOfflineAnalyser } from "../../ai/offline.ts";
import { SyncService } from "../sync_service.ts";
import { callbackReachable } from "./callback_reachable.ts";
import type { PushSettings } from "./push_settings.ts";
import { startTestHub } from "./websub_hub_test_helper.ts";

const NOW = new Date("2026-06-15T12:00:00Z");

async function addSource(db: Db, url: string): Promise<number> {
  const [j] = await db.insert(jurisdictions).values({ name: `J ${crypto.randomUUID()}` })
    .returning();
  const [s] = await db.insert(rssSources).values({ jurisdictionId: j!.id, name: "G", url })
    .returning();
  return s!.id;
}

/** Reads source `id` once with `push` as the subscriber's settings. */
async function readOnce(db: Db, id: number, push: PushSettings): Promise<void> {
  const sync = new SyncService({
    db,
    now: () => NOW,
    analyser: createOfflineAnalyser(),
    allowPrivate: true,
    push,
  });
  await (await sync.syncSourceNow(id))!.summary;
  await sync.stop();
}

dbTest(
  "a private PUBLIC_URL without ALLOW_PRIVATE_FETCH: no subscription request, the source polls and says why",
  async ({ db }) => {
    const hub = startTestHub();
    try {
      const id = await addSource(db, hub.feedUrl("atom.xml"));
      await readOnce(db, id, { publicUrl: "http://127.0.0.1:8000", allowPrivate: false });
      assert.deepEqual(hub.requests, []);
      assert.deepEqual((await pushStatusOf(db, [id], NOW)).get(id), {
        live: false,
        hub: hub.hubUrl,
        leaseExpiresAt: null,
        reason: "public-url-unreachable",
      });
    } finally {
      await hub.close();
    }
  },
);

dbTest(
  "a hub that refuses the subscription: the source polls and says the hub refused",
  async ({ db }) => {
    const hub = startTestHub({ refuse: true });
    try {
      const id = await addSource(db, hub.feedUrl("rss.xml"));
      await readOnce(db, id, { publicUrl: "http://127.0.0.1:8000", allowPrivate: true });
      assert.equal(hub.requests.length, 1);
      assert.equal((await pushStatusOf(db, [id], NOW)).get(id)?.reason, "hub-refused");
    } finally {
      await hub.close();
    }
  },
);

Deno.test("PUBLIC_URL is reachable by a hub only over https at a public address", async () => {
  const resolveTo = (address: string) => () => Promise.resolve([address]);
  const reachable = (publicUrl: string, address: string, allowPrivate = false) =>
    callbackReachable({ publicUrl, allowPrivate }, { resolve: resolveTo(address) });
  assert.equal(await reachable("https://legalwatch.example.com", "93.184.216.34"), true);
  assert.equal(await reachable("http://legalwatch.example.com", "93.184.216.34"), false);
  assert.equal(await reachable("https://legalwatch.internal", "10.1.2.3"), false);
  assert.equal(await reachable("https://localhost:8000", "127.0.0.1"), false);
  assert.equal(await reachable("http://localhost:8000", "127.0.0.1", true), true);
});
