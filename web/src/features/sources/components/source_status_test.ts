import assert from "node:assert/strict";
import { sourceStatus, type StatusInput } from "./source_status.ts";

const SYNCED = "2026-06-15T12:00:00Z";
const base: StatusInput = {
  lastSync: SYNCED,
  lastSyncStatus: "success",
  consecutiveErrors: 0,
  health: "ok",
};
const label = (change: Partial<StatusInput>) => sourceStatus({ ...base, ...change }).label;

Deno.test("a healthy source reads only 'Active', the spec's word for a successful sync", () => {
  assert.deepEqual(sourceStatus(base), { label: "Active", variant: "success" });
});

Deno.test("one failed sync reads 'Last sync failed (1 of 3)', not 'Error' beside 'Healthy'", () => {
  assert.equal(
    label({ lastSyncStatus: "error", consecutiveErrors: 1 }),
    "Last sync failed (1 of 3)",
  );
  assert.equal(
    label({ lastSyncStatus: "error", consecutiveErrors: 2 }),
    "Last sync failed (2 of 3)",
  );
});

Deno.test("three failed syncs in a row read 'Failing'", () => {
  const status = sourceStatus({
    ...base,
    lastSyncStatus: "error",
    consecutiveErrors: 3,
    health: "failing",
  });
  assert.deepEqual(status, { label: "Failing", variant: "destructive" });
});

Deno.test("a source never synced reads 'Pending'; a quiet one that syncs 'Active'", () => {
  assert.equal(label({ lastSync: null, lastSyncStatus: "pending", health: "never" }), "Pending");
  assert.equal(label({ health: "silent" }), "Active");
  // A failed sync says more than the silence it may also show.
  assert.equal(
    label({ health: "silent", lastSyncStatus: "error", consecutiveErrors: 1 }),
    "Last sync failed (1 of 3)",
  );
});
