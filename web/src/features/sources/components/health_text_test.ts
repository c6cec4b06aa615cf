import assert from "node:assert/strict";
import type { JurisdictionSourceView } from "@api/schemas/sources.ts";
import { HEALTH } from "../strings.ts";
import { attentionOnly, attentionReason, needingAttention } from "./health_text.ts";
import { sourceView } from "./source_view_test_helper.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
/** A source whose last sync succeeded, with `over` on top. */
const source = (over: Partial<JurisdictionSourceView>): JurisdictionSourceView =>
  sourceView({ lastSyncStatus: "success", health: "ok", ...over });

Deno.test("a failing source says how many syncs failed and the last error", () => {
  const failing = source({ health: "failing", consecutiveErrors: 4, lastSyncError: "HTTP 503" });
  assert.equal(attentionReason(failing, NOW), "4 failed syncs in a row: HTTP 503");
});

Deno.test("a silent source says for how long, and what it was allowed", () => {
  const silent = source({
    health: "silent",
    lastNewItemAt: "2026-04-16T12:00:00Z",
    silentAfterDays: 28,
  });
  assert.equal(
    attentionReason(silent, NOW),
    "No new item for 60 days (it usually publishes well within 28 days)",
  );
  assert.equal(attentionReason(source({ health: "ok" }), NOW), null);
});

Deno.test("the panel lists failing sources first, then silent ones, by name", () => {
  const list = needingAttention([
    source({ name: "b", health: "silent" }),
    source({ name: "c", health: "ok" }),
    source({ name: "z", health: "failing" }),
    source({ name: "a", health: "silent" }),
    source({ name: "n", health: "never" }),
  ]);
  assert.deepEqual(list.map((s) => s.name), ["z", "a", "b"]);
});

Deno.test("'Needs attention' keeps the jurisdictions and specialists with a source to look at", () => {
  const jurisdiction = (id: number, sources: JurisdictionSourceView[]) => ({
    id,
    name: `Land ${id}`,
    description: null,
    syncFrequency: 3,
    isActive: true,
    rssSources: sources,
  });
  const failing = source({ id: 2, health: "failing" });
  const fine = source({ id: 3 });
  const failingSpecialist = source({ id: 4, health: "failing", sourceType: "specialist" });
  const shown = attentionOnly(
    [
      jurisdiction(1, [fine, failing]),
      jurisdiction(2, [fine]),
      jurisdiction(3, [failingSpecialist]),
    ],
    [failingSpecialist, source({ id: 5, sourceType: "specialist" })],
  );
  assert.deepEqual(shown.jurisdictions.map((j) => j.id), [1]);
  assert.deepEqual(shown.specialists.map((s) => s.id), [4]);
});

Deno.test("an active source whose format needs a key it lacks needs attention, first", () => {
  const keyless = source({ name: "y", format: "govinfo", health: "never" });
  const list = needingAttention([
    source({ name: "a", health: "failing" }),
    keyless,
    source({ name: "b", format: "govinfo", apiKeySet: true }),
    source({ name: "c", format: "govinfo", isActive: false }),
  ]);
  assert.deepEqual(list.map((s) => s.name), ["y", "a"]);
  assert.equal(attentionReason(keyless, NOW), HEALTH.needsKey);
  assert.equal(attentionReason({ ...keyless, health: "failing" }, NOW), HEALTH.needsKey);
});
