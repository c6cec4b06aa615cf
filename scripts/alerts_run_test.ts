/**
 * `deno task alerts:run` as real child processes against the test PostgreSQL database: two at
 * once deliver each (alert, update) pair exactly once, to a real SMTP server on 127.0.0.1.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { makeUser } from "../api/testing.ts";
import { type Db, rowsOf } from "../db/client.ts";
import { sharePglite } from "../db/shared_pglite.ts";
import { alertDeliveries } from "../db/schema.ts";
import { dbTest, openTestPglite } from "../db/testing.ts";
import { approve, insertTestAlert, insertUpdate } from "../workers/alerts/alerts_test_helper.ts";
import { startSmtpServer } from "../workers/alerts/smtp_server_test_helper.ts";

const USERS = 30;
const UPDATES = 20;

/** The URL of the database this test process uses (TEST_DATABASE_URL with its name). */
async function databaseUrl(db: Db) {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const url = new URL(Deno.env.get("TEST_DATABASE_URL")!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

function alertsRun(env: Record<string, string>, args: string[] = []) {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "scripts/alerts_run.ts", ...args],
    cwd: new URL("..", import.meta.url).pathname,
    env,
    stdout: "piped",
    stderr: "piped",
  }).output();
}

dbTest(
  "two alerts:run processes at once deliver each pair exactly once",
  async ({ db, driver }) => {
    // The children need a server they can reach: the PGlite variant runs only without one.
    if (driver !== "postgres") return;
    const smtp = await startSmtpServer();
    const dataDir = await Deno.makeTempDir({ prefix: "lw-alerts-run-" });
    try {
      const admin = await makeUser(db, "admin");
      const emails = new Map<string, number>();
      for (let i = 0; i < USERS; i++) {
        const user = await makeUser(db, "user");
        const { alert } = await insertTestAlert(db, user.id, {
          name: `Alert ${i}`,
          createdAt: new Date(0),
        });
        emails.set(user.email, alert.id);
      }
      const ids: number[] = [];
      for (let i = 0; i < UPDATES; i++) ids.push(await insertUpdate(db, { title: `Update ${i}` }));
      await approve(db, ids, admin.id, new Date(Date.now() - 60_000));

      const env = {
        DATABASE_URL: await databaseUrl(db),
        SMTP_URL: smtp.url,
        PUBLIC_URL: "https://lw.example",
        DATA_DIR: dataDir,
      };
      const [a, b] = await Promise.all([alertsRun(env), alertsRun(env)]);
      const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
      assert.equal(a.code, 0, decode(a.stderr));
      assert.equal(b.code, 0, decode(b.stderr));

      // Every pair is one delivery, sent; every message arrived once.
      const rows = await db.select().from(alertDeliveries);
      assert.equal(rows.length, USERS * UPDATES);
      assert.ok(rows.every((r) => r.status === "sent" && r.attempts === 1));
      await smtp.waitFor(smtp.received.length);
      const pairs = new Set<string>();
      let listed = 0;
      for (const mail of smtp.received) {
        const alertId = emails.get(mail.to[0]!);
        const titles = (mail.parsed.text ?? "").match(/^Update \d+$/gm) ?? [];
        for (const title of titles) {
          pairs.add(`${alertId}:${title}`);
          listed++;
        }
      }
      assert.equal(listed, USERS * UPDATES, "no pair was sent twice");
      assert.equal(pairs.size, USERS * UPDATES, "every pair was sent");

      // A third run finds nothing left to do.
      const c = await alertsRun(env);
      assert.equal(c.code, 0, decode(c.stderr));
      assert.match(decode(c.stdout), /sent 0 messages/);
    } finally {
      await smtp.close();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
);

Deno.test("alerts:run works while the server runs, through its shared PGlite", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "lw-alerts-shared-" });
  // The task reaches it through server.json in dataDir; the PGlite itself can be any.
  const database = await openTestPglite();
  const stop = await sharePglite(database.pglite!, dataDir);
  try {
    const db = database.db;
    const admin = await makeUser(db, "admin");
    const user = await makeUser(db, "user");
    const { alert } = await insertTestAlert(db, user.id, {
      name: "Shared",
      createdAt: new Date(0),
    });
    const update = await insertUpdate(db, { title: "Seen through the socket" });
    await approve(db, [update], admin.id, new Date(Date.now() - 60_000));

    const out = await alertsRun({ DATA_DIR: dataDir, PUBLIC_URL: "https://lw.example" });
    const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    assert.equal(out.code, 0, decode(out.stderr));
    assert.match(decode(out.stdout), /sent 1 messages/);
    const [row] = await db.select().from(alertDeliveries);
    assert.equal(row!.alertId, alert.id);
    assert.equal(row!.status, "sent");
    const files = [];
    for await (const entry of Deno.readDir(`${dataDir}/outbox`)) files.push(entry.name);
    assert.equal(files.length, 1);
    const eml = await Deno.readTextFile(`${dataDir}/outbox/${files[0]}`);
    assert.match(eml, /Seen through the socket/);
  } finally {
    await stop();
    await database.close();
    await Deno.remove(dataDir, { recursive: true });
  }
});

Deno.test("alerts:run refuses an unknown --digest", async () => {
  const out = await alertsRun({ DATA_DIR: "/nonexistent" }, ["--digest", "hourly"]);
  assert.equal(out.code, 2);
  assert.match(new TextDecoder().decode(out.stderr), /--digest must be daily or weekly/);
});
