import assert from "node:assert/strict";
import { lastSyncText, syncAgo } from "./sync_text.ts";

const NOW = new Date("2026-06-15T12:00:00Z");

Deno.test("a source never synced reads 'Never'", () => {
  assert.equal(lastSyncText(null, NOW), "Last sync: Never");
  assert.equal(syncAgo(null), "Never");
});

Deno.test("a synced source reads 'Last sync: {time} ago'", () => {
  assert.equal(lastSyncText("2026-06-15T11:55:00Z", NOW), "Last sync: 5 minutes ago");
  assert.equal(lastSyncText("2026-06-12T12:00:00Z", NOW), "Last sync: 3 days ago");
  // A server clock slightly ahead of the browser's reads as just now, never "in …".
  assert.equal(lastSyncText("2026-06-15T12:00:20Z", NOW), "Last sync: less than a minute ago");
});
