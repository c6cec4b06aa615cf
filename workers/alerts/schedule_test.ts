import assert from "node:assert/strict";
import { dueAtFor, nextDigestAt } from "./schedule.ts";

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

Deno.test("the daily digest is at the next 07:00 in the user's zone", () => {
  // Paris in winter is UTC+1: 07:00 local is 06:00 UTC.
  assert.equal(
    iso(nextDigestAt(at("2026-01-14T10:00:00Z"), "Europe/Paris", "daily")),
    "2026-01-15T06:00:00.000Z",
  );
  // Before 07:00 local the same day's digest is next.
  assert.equal(
    iso(nextDigestAt(at("2026-01-14T05:30:00Z"), "Europe/Paris", "daily")),
    "2026-01-14T06:00:00.000Z",
  );
  // Exactly at 07:00 the next one is tomorrow's (strictly after).
  assert.equal(
    iso(nextDigestAt(at("2026-01-14T06:00:00Z"), "Europe/Paris", "daily")),
    "2026-01-15T06:00:00.000Z",
  );
  assert.equal(
    iso(nextDigestAt(at("2026-06-15T12:00:00Z"), "UTC", "daily")),
    "2026-06-16T07:00:00.000Z",
  );
});

Deno.test("across the spring change 07:00 stays 07:00 local and moves in UTC", () => {
  // Paris springs forward on Sunday 29 March 2026 at 02:00 (UTC+1 → UTC+2).
  assert.equal(
    iso(nextDigestAt(at("2026-03-28T06:00:00Z"), "Europe/Paris", "daily")),
    "2026-03-29T05:00:00.000Z",
  );
  assert.equal(
    iso(nextDigestAt(at("2026-03-29T05:00:00Z"), "Europe/Paris", "daily")),
    "2026-03-30T05:00:00.000Z",
  );
});

Deno.test("across the autumn change in New York 07:00 local moves from 11:00 to 12:00 UTC", () => {
  // New York falls back on Sunday 1 November 2026 at 02:00 (UTC−4 → UTC−5).
  assert.equal(
    iso(nextDigestAt(at("2026-10-31T11:00:00Z"), "America/New_York", "daily")),
    "2026-11-01T12:00:00.000Z",
  );
});

Deno.test("an instant alert is due at the approval itself; digests are not", () => {
  const approvedAt = at("2026-06-15T12:00:00Z");
  assert.equal(
    iso(dueAtFor(approvedAt, { frequency: "instant", timeZone: "Asia/Tokyo" })),
    iso(approvedAt),
  );
  assert.equal(
    iso(dueAtFor(approvedAt, { frequency: "daily", timeZone: "Asia/Tokyo" })),
    "2026-06-15T22:00:00.000Z",
  );
});

Deno.test("the weekly digest is on Monday 07:00 local, the same Monday when before 07:00", () => {
  // Wednesday 14 January 2026 → Monday 19 January, 07:00 Paris = 06:00 UTC.
  assert.equal(
    iso(nextDigestAt(at("2026-01-14T10:00:00Z"), "Europe/Paris", "weekly")),
    "2026-01-19T06:00:00.000Z",
  );
  // Monday 19 January at 05:00 UTC (06:00 local) → the same morning.
  assert.equal(
    iso(nextDigestAt(at("2026-01-19T05:00:00Z"), "Europe/Paris", "weekly")),
    "2026-01-19T06:00:00.000Z",
  );
  // Sunday evening in Tokyo is already Monday: 07:00 Monday JST is Sunday 22:00 UTC.
  assert.equal(
    iso(nextDigestAt(at("2026-01-18T12:00:00Z"), "Asia/Tokyo", "weekly")),
    "2026-01-18T22:00:00.000Z",
  );
});

Deno.test("an unknown stored zone falls back to UTC", () => {
  assert.equal(
    iso(nextDigestAt(at("2026-06-15T12:00:00Z"), "Mars/Olympus", "daily")),
    "2026-06-16T07:00:00.000Z",
  );
});
