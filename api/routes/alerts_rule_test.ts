/**
 * One alert rule (issue 24): the same approved updates, with tricky case folding, normalisation
 * and punctuation, reach an alert through its deliveries (a real alerts run posting to a real
 * webhook receiver), its private Atom feed (over HTTP through the app) and its test message (the
 * API's "Send test" to the same receiver), and all three name the same updates.
 */
import assert from "node:assert/strict";
import { dbTest } from "../../db/testing.ts";
import { WEBHOOK_EVENT_TYPE, WEBHOOK_TEST_EVENT_TYPE } from "../../domain/alerts.ts";
import {
  approve,
  insertUpdate,
  testAlertSettings,
} from "../../workers/alerts/alerts_test_helper.ts";
import { runAlerts } from "../../workers/alerts/run_alerts.ts";
import { startWebhookReceiver } from "../../workers/alerts/webhook_receiver_test_helper.ts";
import { SaveAlertResponse } from "../schemas/alerts.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";

const MINUTE = 60_000;

/** The updates, by a short name: titles and contents that only one folding reads alike. */
const UPDATES = {
  strasseMixed: { title: "Neue Regeln für die Straße", content: "Die Straße gesperrt ab Montag." },
  strasseUpper: { title: "STRASSE gesperrt" },
  istanbul: { title: "Port rules for İSTANBUL" },
  micro: { title: "Limits in µg per day" }, // U+00B5 MICRO SIGN
  longS: { title: "Das neue Geſetz über Daten" }, // U+017F LATIN SMALL LETTER LONG S
  decomposed: { title: "Re\u0301forme du code du travail" }, // "é" as e + combining accent
  greek: { title: "ΝΌΜΟΣ για τα δεδομένα" },
  punctuation: { title: "New (data-protection) act, finally." },
  contractors: { title: "Contractors' union acts" },
  phrase: { title: "After a data\n  breach" },
};
type UpdateName = keyof typeof UPDATES;

/** Each alert's keywords and the updates the rule gives it. */
const ALERTS: { keywords: string[]; expected: UpdateName[] }[] = [
  { keywords: ["straße"], expected: ["strasseMixed", "strasseUpper"] },
  { keywords: ["STRASSE gesperrt"], expected: ["strasseMixed", "strasseUpper"] },
  { keywords: ["Istanbul"], expected: ["istanbul"] },
  { keywords: ["μg"], expected: ["micro"] }, // U+03BC GREEK SMALL LETTER MU
  { keywords: ["gesetz"], expected: ["longS"] },
  { keywords: ["réforme"], expected: ["decomposed"] },
  { keywords: ["νόμος"], expected: ["greek"] },
  { keywords: ["act", "protection"], expected: ["punctuation"] },
  { keywords: ["Data-Protection"], expected: ["punctuation"] },
  { keywords: ["data breach"], expected: ["phrase"] },
];

/** The update ids of a Standard Webhooks body or an Atom document, sorted. */
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
const atomIds = (xml: string) =>
  sorted([...xml.matchAll(/<id>[^<]*:legal-update:(\d+)<\/id>/g)].map((m) => Number(m[1])));

dbTest(
  "deliveries, the Atom feed and the test message of an alert name the same updates",
  async ({ db }) => {
    const receiver = startWebhookReceiver();
    try {
      const settings = testAlertSettings();
      const { app, clock } = createTestApp(db, { settings });
      const admin = await makeUser(db, "admin");
      const client = await signedInClient(app, await makeUser(db, "user"));
      const made = [];
      for (const [i, { keywords }] of ALERTS.entries()) {
        const res = await client.post("/api/alerts", {
          name: `Rule ${i}`,
          keywords,
          channel: "webhook",
          webhookUrl: receiver.url(`/alert${i}`),
        });
        assert.equal(res.status, 201, await res.clone().text());
        made.push(SaveAlertResponse.parse(await res.json()).alert);
      }
      const ids = {} as Record<UpdateName, number>;
      for (const [name, fields] of Object.entries(UPDATES)) {
        ids[name as UpdateName] = await insertUpdate(db, fields);
      }
      clock.advance(MINUTE);
      await approve(db, Object.values(ids), admin.id, clock.now());

      // Deliveries: a real run posts every match to the receiver.
      await runAlerts(db, settings, { now: clock.now });
      const delivered = new Map<number, number[]>();
      for (const call of receiver.calls) {
        const body = JSON.parse(call.body);
        assert.equal(body.type, WEBHOOK_EVENT_TYPE);
        const list = delivered.get(body.data.alert.id) ?? [];
        list.push(...body.data.updates.map((u: { id: number }) => u.id));
        delivered.set(body.data.alert.id, list);
      }
      receiver.calls.length = 0;

      for (const [i, alert] of made.entries()) {
        const rule = ALERTS[i]!;
        const expected = sorted(rule.expected.map((name) => ids[name]));
        const feed = await new TestClient(app).get(new URL(alert.feedUrl!).pathname);
        assert.equal(feed.status, 200);
        clock.advance(MINUTE); // past the test limits of the previous alert
        const test = await client.post(`/api/alerts/${alert.id}/test`);
        assert.equal(test.status, 200, await test.clone().text());
        const testBody = JSON.parse(receiver.calls.at(-1)!.body);
        assert.equal(testBody.type, WEBHOOK_TEST_EVENT_TYPE);
        assert.deepEqual(
          {
            deliveries: sorted(delivered.get(alert.id) ?? []),
            feed: atomIds(await feed.text()),
            test: sorted(testBody.data.updates.map((u: { id: number }) => u.id)),
          },
          { deliveries: expected, feed: expected, test: expected },
          `keywords ${JSON.stringify(rule.keywords)}`,
        );
      }
    } finally {
      await receiver.close();
    }
  },
);
