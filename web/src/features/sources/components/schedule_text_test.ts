import assert from "node:assert/strict";
import { intervalText, scheduleText } from "./schedule_text.ts";

Deno.test("each source says how often it is read and why", () => {
  const text = (
    syncIntervalSeconds: number,
    syncIntervalReason: Parameters<typeof scheduleText>[0]["syncIntervalReason"],
  ) => scheduleText({ syncIntervalSeconds, syncIntervalReason });
  assert.equal(text(900, "activity"), "Read every 15 min (busy source)");
  assert.equal(text(28_800, "jurisdiction"), "Read every 8 h (jurisdiction's schedule)");
  assert.equal(text(7_200, "publisher"), "Read every 2 h (as the publisher asks)");
  assert.equal(text(172_800, "retry-after"), "Next read after 2 days (the server asked to wait)");
  assert.equal(text(86_400, "push"), "Push via WebSub");
});

Deno.test("intervals read as minutes, hours or days", () => {
  assert.deepEqual(
    [300, 870, 3_600, 5_400, 86_400, 604_800].map(intervalText),
    ["5 min", "15 min", "1 h", "1 h 30 min", "24 h", "7 days"],
  );
});
