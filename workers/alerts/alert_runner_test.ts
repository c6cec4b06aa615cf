/**
 * The alert runner with real parts (ADR 0118): a PostgreSQL database whose
 * NOTIFY it hears on its own listen connection (standing in for another process: nothing here
 * kicks it), and a real webhook receiver. No alerts tick is called; waits are deadlines.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import type { Sql } from "postgres";
import { ALERTS_CHANNEL } from "../../db/alert_signal.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import { setStatuses } from "../../db/queries/review.ts";
import { alertMatchQueue, legalUpdates } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import { AlertRunner } from "./alert_runner.ts";
import { approve, insertTestAlert, insertUpdate, testAlertSettings } from "./alerts_test_helper.ts";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook_receiver_test_helper.ts";

/** A runner that passes (CRON on) over `db`, on the real clock, and a webhook alert for all. */
async function setup(db: Db, receiver: WebhookReceiver) {
  const runner = new AlertRunner({
    db,
    settings: testAlertSettings(),
    now: () => new Date(),
    enabled: true,
  });
  const admin = await insertTestUser(db, new Date(), "admin");
  const user = await insertTestUser(db);
  await insertTestAlert(db, user.id, {
    name: "Everything",
    channel: "webhook",
    webhookUrl: receiver.url(),
    createdAt: new Date(0),
  });
  return { runner, adminId: admin.id };
}

function titlesOf(receiver: WebhookReceiver): string[] {
  return receiver.calls.flatMap((call) =>
    (JSON.parse(call.body) as { data: { updates: { title: string }[] } }).data.updates
      .map((u) => u.title)
  );
}

/** The pids of the connections LISTENing on the alerts channel in this database. */
async function listenerPids(db: Db): Promise<number[]> {
  const result = await db.execute(sql`select pid from pg_stat_activity
    where datname = current_database() and query = ${`listen "${ALERTS_CHANNEL}"`}`);
  return rowsOf<{ pid: number }>(result).map((r) => r.pid);
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`alert_runner_test: no ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

dbTest(
  "a rolled-back approval announces and sends nothing; a committed one is heard and sent",
  async ({ db, driver }) => {
    const receiver = startWebhookReceiver();
    const { runner, adminId } = await setup(db, receiver);
    try {
      if (driver === "pglite") {
        assert.equal(await runner.listen(), false, "one process: the routes kick, nobody listens");
        return;
      }
      assert.equal(await runner.listen(), true);
      let heard = 0;
      const client = (db as { $client?: Sql }).$client!;
      const counting = await client.listen(ALERTS_CHANNEL, () => heard++);
      try {
        const [undone, kept] = [
          await insertUpdate(db, { title: "Rolled back" }),
          await insertUpdate(db, { title: "Committed" }),
        ];
        await assert.rejects(
          db.transaction(async (tx) => {
            await setStatuses(tx, [undone], {
              status: "approved",
              actorId: adminId,
              now: new Date(),
            });
            throw new Error("the request failed after approving");
          }),
          /failed after approving/,
        );
        await approve(db, [kept], adminId, new Date());
        await receiver.waitForCalls(1);
        await runner.whenIdle();
        assert.deepEqual(titlesOf(receiver), ["Committed"]);
        assert.equal(heard, 1, "only the commit was announced");
        assert.deepEqual(await db.select().from(alertMatchQueue), []);
        const statuses = await db.select({ title: legalUpdates.title, status: legalUpdates.status })
          .from(legalUpdates).orderBy(legalUpdates.id);
        assert.deepEqual(statuses.map((s) => s.status), ["pending", "approved"]);
      } finally {
        await counting.unlisten();
      }
    } finally {
      await runner.stop();
      await receiver.close();
    }
  },
);

dbTest(
  "after its listen connection is killed, the runner listens again and still hears approvals",
  async ({ db, driver }) => {
    if (driver === "pglite") return; // nothing listens on PGlite
    const receiver = startWebhookReceiver();
    const { runner, adminId } = await setup(db, receiver);
    try {
      await runner.listen();
      const [before] = await listenerPids(db);
      assert.ok(before, "listening");
      await db.execute(sql`select pg_terminate_backend(${before}::integer)`);
      // postgres.js reconnects its listen connection and LISTENs again.
      await until(async () => {
        const pids = await listenerPids(db);
        return pids.length > 0 && !pids.includes(before);
      }, "new listen connection");
      await approve(db, [await insertUpdate(db, { title: "After the drop" })], adminId, new Date());
      await receiver.waitForCalls(1);
      assert.deepEqual(titlesOf(receiver), ["After the drop"]);
    } finally {
      await runner.stop();
      await receiver.close();
    }
  },
);

dbTest(
  "a kick while a pass is sending runs one more pass after it, never two at once",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    const { runner, adminId } = await setup(db, receiver);
    const release = receiver.hold();
    try {
      await approve(db, [await insertUpdate(db, { title: "First" })], adminId, new Date());
      runner.kick();
      await receiver.waitForCalls(1); // the first pass is now stuck in its send
      await approve(db, [await insertUpdate(db, { title: "Second" })], adminId, new Date());
      runner.kick();
      runner.kick();
      // A second pass running beside the first would send "Second" at once (it is due).
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(receiver.calls.length, 1, "no pass beside the one running");
      release();
      await receiver.waitForCalls(2);
      await runner.whenIdle();
      assert.deepEqual(titlesOf(receiver), ["First", "Second"]);
    } finally {
      release();
      await runner.stop();
      await receiver.close();
    }
  },
);
