import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { dbTest } from "../../db/testing.ts";
import type { Db } from "../../db/client.ts";
import { jurisdictions, legalUpdates, rssSources, users } from "../../db/schema.ts";
import type { HealthEmail } from "./health_email.ts";
import { runHealthReport } from "./run_health_report.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-06-15T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

async function setUp(db: Db) {
  const [j] = await db.insert(jurisdictions).values({ name: "Ruritania" })
    .returning({ id: jurisdictions.id });
  const base = { jurisdictionId: j!.id, lastSync: daysAgo(0) };
  const [failing, silent, lively, off] = await db.insert(rssSources).values([
    {
      ...base,
      name: "Failing <Feed>",
      url: "https://failing.example/",
      consecutiveErrors: 3,
      lastSyncStatus: "error",
      lastSyncError: "feeds/fetcher: HTTP 503 Service Unavailable",
      lastSyncProblem: "status:503",
    },
    { ...base, name: "Silent Gazette", url: "https://silent.example/" },
    { ...base, name: "Lively", url: "https://lively.example/" },
    {
      ...base,
      name: "Switched off",
      url: "https://off.example/",
      consecutiveErrors: 5,
      isActive: false,
    },
  ]).returning({ id: rssSources.id });
  await db.insert(legalUpdates).values(
    [[silent!.id, 60], [lively!.id, 1]].flatMap(([sourceId, newest]) =>
      Array.from({ length: 5 }, (_, i) => {
        const url = `https://items.example/${sourceId}/${i}`;
        const date = daysAgo(newest! + 7 * i);
        return {
          title: "Item",
          sourceUrl: url,
          sourceUrlKey: url,
          publishDate: date,
          createdAt: date,
          rssSourceId: sourceId!,
        };
      })
    ),
  );
  await db.insert(users).values([
    { id: "a1", email: "admin@example.com", role: "admin" },
    { id: "s1", email: "boss@example.com", role: "superadmin" },
    { id: "s2", email: "gone@example.com", role: "superadmin", isActive: false },
    { id: "u1", email: "user@example.com", role: "user" },
  ]);
  return { failing: failing!.id, silent: silent!.id, lively: lively!.id, off: off!.id };
}

function outbox() {
  const sent: { email: HealthEmail; to: readonly string[] }[] = [];
  const send = (email: HealthEmail, to: readonly string[]) => {
    sent.push({ email, to });
    return Promise.resolve();
  };
  return { sent, send };
}

dbTest(
  "admins get one email with the sources that turned failing or silent, once",
  async ({ db }) => {
    const ids = await setUp(db);
    const { sent, send } = outbox();
    const options = { now: NOW, publicUrl: "https://lw.example", send };

    const first = await runHealthReport(db, options);
    assert.deepEqual(first, { reported: 2, recovered: 0, recipients: 2, sent: true });
    assert.equal(sent.length, 1);
    const { email, to } = sent[0]!;
    assert.deepEqual(to, ["admin@example.com", "boss@example.com"]);
    assert.equal(email.subject, "LegalWatch source health: 1 source failing, 1 source silent");
    assert.match(
      email.text,
      /- Failing <Feed> \(Ruritania\)\n {2}Failing: 3 failed syncs in a row: The feed answered HTTP 503 Service Unavailable\./,
    );
    assert.match(
      email.text,
      /- Silent Gazette \(Ruritania\)\n {2}Silent: no new item for 60 days \(it usually publishes well within 28 days\)/,
    );
    assert.doesNotMatch(email.text, /Lively|Switched off/);
    assert.match(email.html, /<strong>Failing &lt;Feed&gt;<\/strong>/);
    assert.match(email.text, /Source Management: https:\/\/lw.example\/jurisdictions/);

    // The next day nothing new turned: no email.
    const second = await runHealthReport(db, { ...options, now: new Date(NOW.getTime() + DAY) });
    assert.equal(second.sent, false);
    assert.equal(sent.length, 1);

    // The failing source recovers, then fails again: it is reported again.
    await db.update(rssSources).set({ consecutiveErrors: 0 }).where(eq(rssSources.id, ids.failing));
    assert.equal((await runHealthReport(db, options)).recovered, 1);
    await db.update(rssSources).set({ consecutiveErrors: 4 }).where(eq(rssSources.id, ids.failing));
    await runHealthReport(db, options);
    assert.equal(sent.length, 2);
    assert.equal(sent[1]!.email.subject, "LegalWatch source health: 1 source failing");
  },
  { bothDrivers: true },
);

dbTest("a failed send records nothing: the next run reports the same sources", async ({ db }) => {
  await setUp(db);
  const failing = () => Promise.reject(new Error("smtp: connection refused"));
  await assert.rejects(
    runHealthReport(db, { now: NOW, publicUrl: "https://lw.example", send: failing }),
  );
  const { sent, send } = outbox();
  await runHealthReport(db, { now: NOW, publicUrl: "https://lw.example", send });
  assert.equal(
    sent[0]?.email.subject,
    "LegalWatch source health: 1 source failing, 1 source silent",
  );
});
