import assert from "node:assert/strict";
import type { Db } from "../db/client.ts";
import { createOfflineAnalyser } from "./ai/offline.ts";
import { alertRunnerOf } from "./alerts/alert_runner.ts";
import { syncServiceOf } from "./feeds/sync_deps.ts";
import { RuntimeSlot, type WorkerRuntime } from "./runtime.ts";
import { testSettings } from "./settings.ts";

const PARTS = {
  db: {} as Db, // never queried: the slot only holds it
  analyser: createOfflineAnalyser(),
  now: () => new Date(0),
};
const RUNTIME: WorkerRuntime = {
  ...PARTS,
  settings: testSettings(),
  sync: syncServiceOf(testSettings(), PARTS),
  alerts: alertRunnerOf(testSettings(), PARTS),
};

Deno.test("the crons' runtime is set once, then ended for good", () => {
  const slot = new RuntimeSlot();
  const current = () => slot.current; // read afresh each time (no narrowing across calls)
  assert.equal(current(), null, "empty before the server is ready: ticks do nothing");
  slot.set(RUNTIME);
  assert.equal(current()?.settings, RUNTIME.settings);
  assert.throws(() => slot.set(RUNTIME), /set once per process/);
  slot.end();
  assert.equal(current(), null, "ended when the server stops");
  assert.throws(() => slot.set(RUNTIME), /set once per process/);
});
