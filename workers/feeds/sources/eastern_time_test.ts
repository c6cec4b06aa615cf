import assert from "node:assert/strict";
import { easternTime } from "./eastern_time.ts";

Deno.test("UTC instants become Eastern wall-clock time, across both daylight saving changes", () => {
  const cases: [string, string][] = [
    ["2026-01-15T17:30:00Z", "2026-01-15 12:30:00"], // EST, UTC−5
    ["2026-03-08T06:59:59Z", "2026-03-08 01:59:59"], // the last second of EST
    ["2026-03-08T07:00:00Z", "2026-03-08 03:00:00"], // EDT begins: 2:00 does not exist
    ["2026-07-04T04:00:00Z", "2026-07-04 00:00:00"], // EDT, UTC−4, the day before in UTC
    ["2026-11-01T05:30:00Z", "2026-11-01 01:30:00"], // EDT, the first 1:30
    ["2026-11-01T06:30:00Z", "2026-11-01 01:30:00"], // EST again, the second 1:30
    ["2026-12-31T23:59:59Z", "2026-12-31 18:59:59"],
  ];
  for (const [utc, eastern] of cases) assert.equal(easternTime(new Date(utc)), eastern, utc);
});
