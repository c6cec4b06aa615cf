/**
 * Push end to end (issue 26): the app served on 127.0.0.1 so that our test hub
 * (workers/feeds/push/websub_hub_test_helper.ts) can call it back; a source whose feed names the
 * hub is read once by the sync, which subscribes; the hub verifies our intent and pushes.
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pushStatusOf } from "../../db/queries/websub_subscriptions.ts";
import { jurisdictions, legalUpdates, rssSources, websubSubscriptions } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { maintainPush } from "../../workers/feeds/push/maintenance.ts";
import {
  feedDocument,
  startTestHub,
  type TestHub,
} from "../../workers/feeds/push/websub_hub_test_helper.ts";
import { pushSettingsOf } from "../../workers/feeds/sync_deps.ts";
import { testSettings } from "../../workers/settings.ts";
import type { RssSourceView } from "../schemas/sources.ts";
import { createTestApp, makeUser, signedInClient } from "../testing.ts";

const DAY_MS = 24 * 60 * 60_000;

/** The app served on a loopback port with PUBLIC_URL there (ALLOW_PRIVATE_FETCH on), and a hub. */
async function withServedApp(
  db: Db,
  fn: (
    parts: ReturnType<typeof createTestApp> & { hub: TestHub; publicUrl: string },
  ) => Promise<void>,
  hubOptions: Parameters<typeof startTestHub>[0] = {},
): Promise<void> {
  let handler: (req: Request) => Response | Promise<Response> = () => new Response(null);
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    (req) => handler(req),
  );
  const publicUrl = `http://127.0.0.1:${server.addr.port}`;
  const settings = testSettings({ server: { publicUrl }, security: { allowPrivateFetch: true } });
  const parts = createTestApp(db, { settings });
  handler = parts.app.fetch;
  const hub = startTestHub(hubOptions);
  try {
    await fn({ ...parts, hub, publicUrl });
  } finally {
    await parts.sync.whenIdle();
    await hub.close();
    await server.shutdown();
  }
}

async function addSource(db: Db, url: string): Promise<number> {
  const [j] = await db.insert(jurisdictions).values({ name: `Land ${crypto.randomUUID()}` })
    .returning();
  const [s] = await db.insert(rssSources).values({ jurisdictionId: j!.id, name: "Gazette", url })
    .returning();
  return s!.id;
}

/** Reads the source once, as the sync button does, and waits for the hub's verification. */
async function readAndSubscribe(
  sync: ReturnType<typeof createTestApp>["sync"],
  hub: TestHub,
  sourceId: number,
  topic: string,
): Promise<void> {
  const started = await sync.syncSourceNow(sourceId);
  await started!.summary;
  assert.equal(await hub.verified("subscribe", topic), true, "our callback echoed the challenge");
}

async function pendingLinks(db: Db): Promise<string[]> {
  const rows = await db.select({ url: legalUpdates.sourceUrl }).from(legalUpdates)
    .where(eq(legalUpdates.status, "pending"));
  return rows.map((r) => r.url).sort();
}

/** Reads until `done` (the bench, not this test, measures how soon: websub_bench.ts). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

dbTest(
  "a feed naming a hub is subscribed; a signed push is pending within 5 s; forged, unsigned and oversize pushes are answered 2xx and dropped",
  async ({ db }) => {
    await withServedApp(db, async ({ sync, hub, publicUrl, clock }) => {
      const topic = hub.feedUrl("atom.xml");
      const sourceId = await addSource(db, topic);
      await readAndSubscribe(sync, hub, sourceId, topic);

      const [request] = hub.requests;
      assert.equal(request?.["hub.mode"], "subscribe");
      assert.equal(request?.["hub.topic"], topic);
      assert.match(
        request?.["hub.callback"] ?? "",
        new RegExp(`^${publicUrl}/api/websub/[0-9a-f-]{36}$`),
      );
      assert.match(request?.["hub.secret"] ?? "", /^[0-9a-f]{64}$/);
      const status = (await pushStatusOf(db, [sourceId], clock.now())).get(sourceId);
      assert.deepEqual(status, {
        live: true,
        hub: hub.hubUrl,
        leaseExpiresAt: new Date(clock.now().getTime() + 864_000_000),
        reason: null,
      });
      await sync.whenIdle();
      assert.deepEqual(await pendingLinks(db), [`${hub.origin}/notices/first`]);

      const urls = { hub: hub.hubUrl, self: topic };
      const forged = feedDocument("atom", urls, [`${hub.origin}/notices/forged`]);
      assert.deepEqual(await hub.publish(topic, forged, "forged"), [202]);
      const unsigned = feedDocument("atom", urls, [`${hub.origin}/notices/unsigned`]);
      assert.deepEqual(await hub.publish(topic, unsigned, "unsigned"), [202]);
      const huge = feedDocument("atom", urls, [`${hub.origin}/notices/huge`]) +
        " ".repeat(5 * 1024 * 1024);
      assert.deepEqual(await hub.publish(topic, huge, "signed"), [202]);

      const signed = feedDocument("atom", urls, [`${hub.origin}/notices/pushed`]);
      assert.deepEqual(await hub.publish(topic, signed, "signed"), [202]);
      const want = [`${hub.origin}/notices/first`, `${hub.origin}/notices/pushed`];
      assert.deepEqual(await waitFor(() => pendingLinks(db), (l) => l.length === 2), want);
      await sync.whenIdle();
      assert.deepEqual(await pendingLinks(db), want, "nothing of the dropped pushes was stored");
    });
  },
);

dbTest(
  "the callback echoes a challenge only for the subscription we asked for: unknown id, another topic or mode answer 404",
  async ({ db }) => {
    await withServedApp(db, async ({ sync, hub, publicUrl }) => {
      const topic = hub.feedUrl("rss.xml");
      const sourceId = await addSource(db, topic);
      await readAndSubscribe(sync, hub, sourceId, topic);
      const [sub] = await db.select().from(websubSubscriptions);
      const verify = (id: string, mode: string, topicParam: string) =>
        fetch(
          `${publicUrl}/api/websub/${id}?` + new URLSearchParams({
            "hub.mode": mode,
            "hub.topic": topicParam,
            "hub.challenge": "c-123",
            "hub.lease_seconds": "600",
          }),
        );
      const answers = [
        await verify(crypto.randomUUID(), "subscribe", topic),
        await verify(sub!.id, "subscribe", hub.feedUrl("atom.xml")),
        await verify(sub!.id, "unsubscribe", topic),
        await verify("not-an-id", "subscribe", topic),
      ];
      for (const res of answers) {
        await res.body?.cancel();
        assert.equal(res.status, 404);
      }
      const bad = await verify(sub!.id, "shout", topic);
      assert.equal(bad.status, 400);
      assert.match((await bad.json()).message, /hub\.mode/);
      const ours = await verify(sub!.id, "subscribe", topic);
      assert.equal(await ours.text(), "c-123");
    });
  },
);

dbTest(
  "a lease is renewed before it ends; a source turned off or deleted is unsubscribed at the hub",
  async ({ db }) => {
    await withServedApp(db, async ({ sync, hub, clock, publicUrl }) => {
      const push = pushSettingsOf(testSettings({
        server: { publicUrl },
        security: { allowPrivateFetch: true },
      }));
      const atom = hub.feedUrl("atom.xml");
      const plain = hub.feedUrl("plain.xml");
      const first = await addSource(db, atom);
      const second = await addSource(db, plain);
      await readAndSubscribe(sync, hub, first, atom);
      await readAndSubscribe(sync, hub, second, plain); // found by its Link header

      // Nine days in, a ten-day lease: nothing yet. Past nine days and a half: renewed.
      clock.advance(8 * DAY_MS);
      assert.equal((await maintainPush(db, push, clock.now())).renewed, 0);
      clock.advance(1.5 * DAY_MS);
      assert.equal((await maintainPush(db, push, clock.now())).renewed, 2);
      assert.equal(await hub.verified("subscribe", atom), true);
      assert.equal(await hub.verified("subscribe", plain), true);
      const lease = (await pushStatusOf(db, [first], clock.now())).get(first)?.leaseExpiresAt;
      assert.equal(lease?.getTime(), clock.now().getTime() + 864_000_000);

      await db.update(rssSources).set({ isActive: false }).where(eq(rssSources.id, first));
      await db.delete(rssSources).where(eq(rssSources.id, second));
      assert.equal((await maintainPush(db, push, clock.now())).unsubscribed, 2);
      assert.equal(await hub.verified("unsubscribe", atom), true);
      assert.equal(await hub.verified("unsubscribe", plain), true);
      assert.equal(hub.subscriptions.size, 0);
      assert.deepEqual(await db.select().from(websubSubscriptions), []);
    });
  },
);

dbTest(
  "while a push subscription is live the source is read once a day, and its answer names the hub",
  async ({ db }) => {
    await withServedApp(db, async ({ app, sync, hub, clock }) => {
      const topic = hub.feedUrl("atom.xml");
      const sourceId = await addSource(db, topic);
      await readAndSubscribe(sync, hub, sourceId, topic);
      await sync.whenIdle();
      // The next read finds the subscription live: it is only the daily safety net now.
      await (await sync.syncSourceNow(sourceId))!.summary;
      const client = await signedInClient(app, await makeUser(db, "superadmin"));
      const listed = await (await client.get("/api/rss-sources")).json() as RssSourceView[];
      const source = listed.find((s) => s.id === sourceId)!;
      assert.equal(source.syncIntervalReason, "push");
      assert.equal(source.syncIntervalSeconds, 86_400);
      assert.deepEqual(source.push, {
        hub: hub.hubUrl,
        leaseExpiresAt: new Date(clock.now().getTime() + 864_000_000).toISOString(),
      });
      const next = new Date(source.nextSyncAt).getTime() - clock.now().getTime();
      assert.ok(next > 20 * 3_600_000, `next read in ${next / 3_600_000} h`);
    });
  },
);
