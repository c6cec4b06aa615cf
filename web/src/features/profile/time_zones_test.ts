import assert from "node:assert/strict";
import { timeZoneLabel, timeZoneOptions } from "./time_zones.ts";

Deno.test("UTC comes first, once, then the zones alphabetically", () => {
  assert.deepEqual(timeZoneOptions(["Europe/Paris", "America/New_York", "UTC"], "UTC"), [
    "UTC",
    "America/New_York",
    "Europe/Paris",
  ]);
});

Deno.test("a saved zone this browser does not list stays a choice", () => {
  assert.deepEqual(timeZoneOptions(["Europe/Paris"], "Europe/Kiev"), [
    "UTC",
    "Europe/Kiev",
    "Europe/Paris",
  ]);
});

Deno.test("a browser without a zone list still offers UTC and the saved zone", () => {
  assert.deepEqual(timeZoneOptions([], "Asia/Tokyo"), ["UTC", "Asia/Tokyo"]);
});

Deno.test("underscores read as spaces", () => {
  assert.equal(timeZoneLabel("America/Port_of_Spain"), "America/Port of Spain");
});
