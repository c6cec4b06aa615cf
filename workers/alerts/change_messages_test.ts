/**
 * Alert messages of a change reported by several sources (issue 27) on real parts: the change is
 * made with the portal's own join (db/queries/report_changes.ts), approved once through the one
 * status change, and delivered to a real SMTP server and a real webhook receiver. Each message
 * counts the change once and lists its other reports (ADR 0144).
 */
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { joinChanges } from "../../db/queries/report_changes.ts";
import { legalUpdates } from "../../db/schema.ts";
import { dbTest, insertTestUser } from "../../db/testing.ts";
import {
  approve,
  insertJurisdiction,
  insertTestAlert,
  insertUpdate,
  testAlertSettings,
} from "./alerts_test_helper.ts";
import { runAlerts } from "./run_alerts.ts";
import { startSmtpServer } from "./smtp_server_test_helper.ts";
import { startWebhookReceiver } from "./webhook_receiver_test_helper.ts";

const OFFICIAL = "https://eur-lex.europa.eu/eli/reg/2026/1432/oj";
const NEWS = "https://harbour-authority.example/news/crane-safety";
const BLOG = "https://portlaw.example/blog/crane-1432";

/** One change of three reports (official first), pending; answers the three ids. */
async function changeOfThree(db: Db, actorId: string, now: Date) {
  const eu = await insertJurisdiction(db, "European Union");
  const report = async (title: string, sourceUrl: string, source: string | null) => {
    const id = await insertUpdate(db, { title, sourceUrl, jurisdictionId: eu, category: "Tax" });
    await db.update(legalUpdates).set({ source }).where(eq(legalUpdates.id, id));
    return id;
  };
  const official = await report("Regulation (EU) 2026/1432 on crane safety", OFFICIAL, "EUR-Lex");
  const news = await report("Authority welcomes crane safety rules", NEWS, "Harbour Authority");
  const blog = await report("What the crane rules mean for ports", BLOG, null);
  for (const id of [news, blog]) {
    const joined = await joinChanges(db, { id, intoId: official }, { actorId, now });
    assert.equal(joined.kind, "done");
  }
  return { official, news, blog };
}

dbTest(
  "a change of three reports is mailed and posted once, listing its other reports",
  async ({ db }) => {
    const smtp = await startSmtpServer();
    const receiver = startWebhookReceiver();
    try {
      const now = new Date(); // webhook receivers refuse old timestamps
      const settings = testAlertSettings({ smtpUrl: smtp.url });
      const admin = await insertTestUser(db, now, "admin");
      const user = await insertTestUser(db);
      await insertTestAlert(db, user.id, {
        name: "Cranes",
        keywords: ["crane"],
        createdAt: new Date(0),
      });
      const hook = await insertTestAlert(db, user.id, {
        name: "Cranes hook",
        keywords: ["crane"],
        channel: "webhook",
        webhookUrl: receiver.url("/standard"),
        createdAt: new Date(0),
      });
      receiver.secret = hook.webhookSecret;
      const { official, news, blog } = await changeOfThree(db, admin.id, now);

      await approve(db, [news], admin.id, now); // any report's decision is the change's
      const run = await runAlerts(db, settings, { now: () => now });
      assert.equal(run.delivered.messages, 2, "one email and one webhook");
      await smtp.waitFor(1);

      const mail = smtp.received[0]!;
      assert.match(mail.parsed.subject ?? "", /^LegalWatch: Regulation \(EU\) 2026\/1432/);
      const text = mail.parsed.text ?? "";
      assert.equal(text.split("In LegalWatch:").length - 1, 1, "the change is listed once");
      assert.ok(
        text.includes(`Also reported by: Harbour Authority (${NEWS}), portlaw.example (${BLOG})`),
        text,
      );
      const html = String(mail.parsed.html);
      assert.match(html, /<strong>Also reported by:<\/strong>/);
      assert.ok(html.includes(`<a href="${NEWS}"`), "each source links to its report");

      assert.equal(receiver.calls.length, 1);
      const payload = receiver.calls[0]!.verified as {
        data: { updates: { id: number; alsoReportedBy: unknown[] }[] };
      };
      assert.deepEqual(payload.data.updates.map((u) => u.id), [official]);
      assert.deepEqual(payload.data.updates[0]!.alsoReportedBy, [
        {
          title: "Authority welcomes crane safety rules",
          source: "Harbour Authority",
          sourceUrl: NEWS,
          publishDate: "2026-06-01T00:00:00.000Z",
        },
        {
          title: "What the crane rules mean for ports",
          source: "portlaw.example",
          sourceUrl: BLOG,
          publishDate: "2026-06-01T00:00:00.000Z",
        },
      ]);
      assert.ok(blog > official);
    } finally {
      await receiver.close();
      await smtp.close();
    }
  },
);
