import assert from "node:assert/strict";
import { evaluate, parseLabelledPairs, readLabelledSet } from "./evaluation.ts";

Deno.test("the labelled set holds at least 300 pairs, each with both reports and a reason", async () => {
  const pairs = await readLabelledSet();
  assert.ok(pairs.length >= 300, `${pairs.length} pairs`);
  assert.ok(pairs.filter((p) => p.label === "same").length >= 100);
  assert.ok(pairs.filter((p) => !p.why.startsWith("generated")).length >= 300);
});

Deno.test("the matcher keeps its precision and recall on the labelled set", async () => {
  const result = evaluate(await readLabelledSet());
  const wrong = result.mistakes.filter((m) => m.pair.label === "different");
  assert.ok(
    result.precision >= 0.98,
    `precision ${result.precision}: ${wrong.map((m) => m.pair.why).join("; ")}`,
  );
  // The goal is 0.90; this floor is what the rule reaches today (0.87 on the whole
  // set, 0.83 on the hand-written pairs): the misses are announcements without any
  // identifier worded unlike the act (ADR 0126), so a drop fails here.
  assert.ok(result.recall >= 0.85, `recall ${result.recall}`);
});

Deno.test("a malformed labelled line is refused with its line number", () => {
  assert.throws(
    () => parseLabelledPairs('{"a":{},"b":{},"label":"same","why":"x"}'),
    /bad report at line 1, a/,
  );
  assert.throws(() => parseLabelledPairs('{"a":{},"b":{},"label":"maybe","why":"x"}'), /line 1/);
});
