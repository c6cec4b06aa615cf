/**
 * The calendar of deadlines: POST /api/auth/calendar-token makes a secret URL that works without
 * a cookie; the feed is RFC 5545 read back with a real iCalendar parser (ical.js).
 */
import assert from "node:assert/strict";
import ICAL from "ical.js";
import { dbTest } from "../../db/testing.ts";
import { taskPageUrl, updatePageUrl } from "../../domain/alerts.ts";
import {
  approve,
  insertUpdate,
  TEST_PUBLIC_URL,
  testAlertSettings,
} from "../../workers/alerts/alerts_test_helper.ts";
import { CalendarTokenResponse } from "../schemas/alerts.ts";
import { createTestApp, makeUser, signedInClient, TestClient } from "../testing.ts";

/** The events of a calendar: summary, all-day start, description and URL. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      description: event.description,
      url: String(vevent.getFirstPropertyValue("url") ?? ""),
    };
  }).sort((a, b) => a.summary.localeCompare(b.summary));
}

dbTest(
  "the secret calendar URL serves tasks and favorite deadlines without a cookie",
  async ({ db }) => {
    const { app, clock } = createTestApp(db, { settings: testAlertSettings() });
    const admin = await makeUser(db, "admin");
    const user = await makeUser(db, "user");
    const client = await signedInClient(app, user);

    const due = await client.post("/api/tasks", {
      title: "File the VAT return",
      dueDate: "2026-07-01",
      riskScore: "high",
      description: "Quarterly filing",
    });
    assert.equal(due.status, 201, await due.clone().text());
    const dueTask = (await due.json()) as { id: number };
    await client.post("/api/tasks", { title: "No date", riskScore: "low" });
    await client.post("/api/tasks", { title: "Done", dueDate: "2026-06-20", status: "completed" });
    const update = await insertUpdate(db, {
      title: "Wage transparency act",
      content: "Employers must comply by 1 January 2027.",
    });
    await approve(db, [update], admin.id, clock.now());
    assert.equal((await client.post(`/api/auth/favorites/${update}`)).status, 201);

    const made = await client.post("/api/auth/calendar-token");
    assert.equal(made.status, 200);
    const { url } = CalendarTokenResponse.parse(await made.json());
    assert.match(url, /^https:\/\/lw\.example\/api\/calendar\/[\w-]{43}\.ics$/);

    const anonymous = new TestClient(app);
    const res = await anonymous.get(new URL(url).pathname);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /^text\/calendar/);
    const found = events(await res.text());
    assert.deepEqual(found, [
      {
        summary: "Deadline: Wage transparency act",
        start: "2027-01-01",
        allDay: true,
        description: found[0]!.description,
        url: updatePageUrl(TEST_PUBLIC_URL, update),
      },
      {
        summary: "Task due: File the VAT return",
        start: "2026-07-01",
        allDay: true,
        description: "Risk: High\nStatus: Open\nQuarterly filing",
        url: taskPageUrl(TEST_PUBLIC_URL, dueTask.id),
      },
    ]);
    assert.match(found[0]!.description, /Employers must comply by 1 January 2027/);

    // A new token replaces the old one.
    const again = CalendarTokenResponse.parse(
      await (await client.post("/api/auth/calendar-token")).json(),
    );
    assert.notEqual(again.url, url);
    assert.equal((await anonymous.get(new URL(url).pathname)).status, 404);
    assert.equal((await anonymous.get(new URL(again.url).pathname)).status, 200);
    assert.equal((await anonymous.get("/api/calendar/nothing.ics")).status, 404);
    assert.equal((await anonymous.post("/api/auth/calendar-token")).status, 401);
  },
);
