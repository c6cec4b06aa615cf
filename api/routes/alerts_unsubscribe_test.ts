/**
 * One-click unsubscribe secrets expire (issue 23): after UNSUBSCRIBE_TOKEN_MS a link answers like
 * an unknown one and changes nothing, and the alerts job deletes the expired secrets.
 */
import assert from "node:assert/strict";
import { addUnsubscribeTokens } from "../../db/queries/alerts.ts";
import { alerts as alertsTable, alertUnsubscribeTokens } from "../../db/schema.ts";
import { dbTest } from "../../db/testing.ts";
import { UNSUBSCRIBE_TOKEN_MS, unsubscribePath } from "../../domain/alerts.ts";
import { insertTestAlert, testAlertSettings } from "../../workers/alerts/alerts_test_helper.ts";
import { runAlerts } from "../../workers/alerts/run_alerts.ts";
import { hashUrlToken, newUrlToken } from "../../workers/alerts/tokens.ts";
import { createTestApp, makeUser, TestClient } from "../testing.ts";

const DAY = 24 * 60 * 60_000;

dbTest(
  "an unsubscribe link older than 90 days answers like an unknown one, and the alerts job deletes it",
  async ({ db }) => {
    const { app, clock } = createTestApp(db, { settings: testAlertSettings() });
    const user = await makeUser(db, "user");
    const { alert } = await insertTestAlert(db, user.id, { name: "Old mail" });
    const [old, recent] = [newUrlToken(), newUrlToken()];
    const at = (ageMs: number) => new Date(clock.now().getTime() - ageMs);
    await addUnsubscribeTokens(
      db,
      [{ alertId: alert.id, tokenHash: hashUrlToken(old) }],
      at(91 * DAY),
    );
    await addUnsubscribeTokens(
      db,
      [{ alertId: alert.id, tokenHash: hashUrlToken(recent) }],
      at(UNSUBSCRIBE_TOKEN_MS - DAY),
    );

    const anonymous = new TestClient(app);
    const expired = await anonymous.get(unsubscribePath(old));
    assert.equal(expired.status, 404);
    await expired.body?.cancel();
    const oneClick = await app.request(`http://localhost${unsubscribePath(old)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    assert.equal(oneClick.status, 404);
    assert.equal((await db.select().from(alertsTable))[0]!.isActive, true, "changes nothing");
    const working = await anonymous.get(unsubscribePath(recent));
    assert.equal(working.status, 200);
    await working.body?.cancel();

    const run = await runAlerts(db, testAlertSettings(), { now: clock.now });
    assert.equal(run.expiredTokens, 1);
    const left = await db.select().from(alertUnsubscribeTokens);
    assert.deepEqual(left.map((row) => [...row.tokenHash]), [[...hashUrlToken(recent)]]);
  },
);
