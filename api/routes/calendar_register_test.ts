/** The calendar feed includes the compliance register's due dates (issue 29). */
import assert from "node:assert/strict";
import ICAL from "ical.js";
import { dbTest } from "../../db/testing.ts";
import { registerEntryPageUrl } from "../../domain/alerts.ts";
import { TEST_PUBLIC_URL, testAlertSettings } from "../../workers/alerts/alerts_test_helper.ts";
import { CalendarTokenResponse } from "../schemas/alerts.ts";
import { createTestApp, TestClient } from "../testing.ts";
import { addEntry, companyUser } from "./register_test_helper.ts";

dbTest("the calendar feed holds the register's open due dates", async ({ db }) => {
  const { app } = createTestApp(db, { settings: testAlertSettings() });
  const { client } = await companyUser(db, app, "Acme");
  const colleague = await companyUser(db, app, "Acme");
  const due = await addEntry(client, { duty: "File the annual return", dueDate: "2026-09-30" });
  const done = await addEntry(client, { duty: "Done already", dueDate: "2026-08-01" });
  await client.patch(`/api/register/${done.id}`, { status: "compliant" });
  await addEntry(client, { duty: "Undated" });

  // A colleague's calendar shows the shared register's dates too.
  const made = await colleague.client.post("/api/auth/calendar-token");
  const { url } = CalendarTokenResponse.parse(await made.json());
  const res = await new TestClient(app).get(new URL(url).pathname);
  assert.equal(res.status, 200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return [
      event.summary,
      event.startDate.toString(),
      String(vevent.getFirstPropertyValue("url")),
    ];
  });
  assert.deepEqual(events, [[
    "Register duty due: File the annual return",
    "2026-09-30",
    registerEntryPageUrl(TEST_PUBLIC_URL, due.id),
  ]]);
});
