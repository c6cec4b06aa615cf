import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { alertDeliveries, jurisdictions, legalUpdates, rssSources, users } from "../db/schema.ts";
import { dbTest, insertTestUser } from "../db/testing.ts";
import { createOfflineAnalyser } from "./ai/offline.ts";
import { startFeedServer } from "./feeds/feed_server_test_helper.ts";
import { syncServiceOf } from "./feeds/sync_deps.ts";
import { alertRunnerOf } from "./alerts/alert_runner.ts";
import {
  approve,
  insertTestAlert,
  insertUpdate,
  testAlertSettings,
} from "./alerts/alerts_test_helper.ts";
import { startSmtpServer } from "./alerts/smtp_server_test_helper.ts";
import { alertsTick, feedSyncTick, quotaResetTick } from "./jobs.ts";
import type { WorkerRuntime } from "./runtime.ts";
import type { Settings } from "./settings.ts";

const JULY = new Date("2026-07-01T00:07:00Z");

/**
 * The runtime api/main.ts would set, with the test's database and clock, CRON as given and the
 * fixture servers on 127.0.0.1 allowed (ALLOW_PRIVATE_FETCH), unless `settings` says otherwise.
 */
function runtime(
  db: Db,
  cron: boolean,
  settings: Settings = testAlertSettings(),
): WorkerRuntime {
  const parts = { db, analyser: createOfflineAnalyser(), now: () => JULY };
  const withCron = { ...settings, server: { ...settings.server, cron } };
  return {
    ...parts,
    settings: withCron,
    sync: syncServiceOf(withCron, parts),
    alerts: alertRunnerOf(withCron, parts),
  };
}

/** A due feed source on the fixture server and a user whose report quota has run out. */
async function seed(db: Db, feedUrl: string) {
  const [j] = await db.insert(jurisdictions).values({ name: "Jobs" }).returning();
  await db.insert(rssSources).values({ jurisdictionId: j!.id, name: "Gazette", url: feedUrl });
  const user = await insertTestUser(db, new Date("2026-06-20T10:00:00Z"));
  await db.update(users).set({ reportsRemaining: 0, maxReports: 25 }).where(eq(users.id, user.id));
  return user;
}

async function ticks(rt: WorkerRuntime | null): Promise<void> {
  const log = console.log;
  console.log = () => {}; // the quota reset reports what it renewed
  try {
    await feedSyncTick(rt);
    await quotaResetTick(rt);
  } finally {
    console.log = log;
  }
}

dbTest(
  "with CRON=false the scheduled jobs do nothing; with CRON on they sync and renew",
  async ({ db }) => {
    const server = startFeedServer();
    try {
      const user = await seed(db, server.url("/generated/jobs.xml?items=3"));
      const quota = async () =>
        (await db.select().from(users).where(eq(users.id, user.id)))[0]?.reportsRemaining;

      await ticks(null);
      await ticks(runtime(db, false));
      assert.equal(server.requests.length, 0, "no feed was fetched");
      assert.equal((await db.select().from(legalUpdates)).length, 0);
      assert.equal(await quota(), 0, "no quota was renewed");

      // The runtime also carries ALLOW_PRIVATE_FETCH: without it the fixture server is refused.
      const rt = runtime(db, true);
      await ticks(rt);
      await rt.sync.whenIdle();
      assert.equal(server.requests.length, 1);
      assert.equal((await db.select().from(legalUpdates)).length, 3);
      assert.equal(await quota(), 25);
    } finally {
      await server.close();
    }
  },
);

dbTest(
  "the alerts tick sends an instant alert's message, and nothing with CRON=false",
  async ({ db }) => {
    const smtp = await startSmtpServer();
    try {
      const admin = await insertTestUser(db, new Date(), "admin");
      const user = await insertTestUser(db);
      await insertTestAlert(db, user.id, { name: "Tick", createdAt: new Date(0) });
      const update = await insertUpdate(db, { title: "Approved a minute ago" });
      await approve(db, [update], admin.id, new Date(JULY.getTime() - 60_000));
      const withMail = (cron: boolean) =>
        runtime(db, cron, testAlertSettings({ smtpUrl: smtp.url }));

      await alertsTick(withMail(false));
      assert.equal((await db.select().from(alertDeliveries)).length, 0);

      await alertsTick(withMail(true));
      await smtp.waitFor(1);
      assert.equal(smtp.received[0]!.parsed.subject, "LegalWatch: Approved a minute ago");
      const [row] = await db.select().from(alertDeliveries);
      assert.equal(row!.status, "sent");
      assert.equal(row!.sentAt?.toISOString(), JULY.toISOString());
    } finally {
      await smtp.close();
    }
  },
);

dbTest(
  "with WORKERS_IN_SERVER=false the feed sync tick leaves the sources to the workers",
  async ({ db }) => {
    const server = startFeedServer();
    try {
      await seed(db, server.url("/generated/jobs-off.xml?items=3"));
      const settings = testAlertSettings();
      const workersOnly = { ...settings, sync: { ...settings.sync, workersInServer: false } };
      await feedSyncTick(runtime(db, true, workersOnly));
      assert.equal(server.requests.length, 0, "no feed was fetched");
      const rt = runtime(db, true, settings);
      await feedSyncTick(rt);
      await rt.sync.whenIdle();
      assert.equal((await db.select().from(legalUpdates)).length, 3);
    } finally {
      await server.close();
    }
  },
);
