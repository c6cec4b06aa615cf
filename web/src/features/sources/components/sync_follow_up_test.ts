import assert from "node:assert/strict";
import type { JurisdictionSourceView, JurisdictionView } from "@api/schemas/sources.ts";
import { sourceView } from "./source_view_test_helper.ts";
import { syncBaseline, syncSettled } from "./sync_follow_up.ts";

const EARLIER = "2026-11-20T08:00:00.000Z";
const LATER = "2026-11-27T09:30:00.000Z";

function source(id: number, lastSync: string | null, isActive = true): JurisdictionSourceView {
  const synced = lastSync
    ? { lastSyncStatus: "success" as const, health: "ok" as const }
    : { lastSyncStatus: "pending" as const, health: "never" as const };
  return sourceView({ id, name: `Source ${id}`, isActive, lastSync, ...synced });
}

function jurisdiction(
  id: number,
  rssSources: JurisdictionSourceView[],
  isActive = true,
): JurisdictionView {
  return { id, name: `Land ${id}`, description: null, syncFrequency: 3, isActive, rssSources };
}

const LAND_1 = jurisdiction(1, [
  source(11, null),
  source(12, EARLIER),
  source(13, EARLIER, false),
]);
const LAND_2 = jurisdiction(2, [source(21, EARLIER)]);
const INACTIVE_LAND = jurisdiction(3, [source(31, null)], false);
const LANDS = [LAND_1, LAND_2, INACTIVE_LAND];

Deno.test("a sync follows the sources it reads: active ones of active jurisdictions", () => {
  assert.deepEqual(
    [...syncBaseline({ kind: "all" }, LANDS)],
    [[11, null], [12, EARLIER], [21, EARLIER]],
  );
  assert.deepEqual([...syncBaseline({ kind: "jurisdiction", id: 1 }, LANDS)], [
    [11, null],
    [12, EARLIER],
  ]);
  assert.deepEqual([...syncBaseline({ kind: "jurisdiction", id: 3 }, LANDS)], []);
  assert.deepEqual([...syncBaseline({ kind: "source", id: 21 }, LANDS)], [[21, EARLIER]]);
});

Deno.test("a followed sync ends once each of its sources has a newer last sync", () => {
  const baseline = syncBaseline({ kind: "jurisdiction", id: 1 }, LANDS);
  assert.equal(syncSettled(baseline, LANDS), false, "nothing synced yet");

  const oneRead = [jurisdiction(1, [source(11, LATER), source(12, EARLIER)]), LAND_2];
  assert.equal(syncSettled(baseline, oneRead), false, "one of two read");

  // A failed read moves the last sync too: the follow-up ends either way.
  const failed = { ...source(12, LATER), lastSyncStatus: "error" as const };
  const bothRead = [jurisdiction(1, [source(11, LATER), failed]), LAND_2];
  assert.equal(syncSettled(baseline, bothRead), true);
});

Deno.test("a followed sync whose source was deleted meanwhile ends", () => {
  const baseline = syncBaseline({ kind: "source", id: 21 }, LANDS);
  assert.equal(syncSettled(baseline, [LAND_1, jurisdiction(2, [])]), true);
  assert.equal(syncSettled(new Map(), LANDS), true, "nothing to follow");
});
