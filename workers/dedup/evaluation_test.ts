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
  // The goal: 0.90 (0.918 with the key facts of ADR 0175; the misses left
  // are announcements without identifier or key fact worded unlike the act).
  assert.ok(result.recall >= 0.9, `recall ${result.recall}`);
});

Deno.test("the matcher merges nothing wrongly on the held-out set it was not tuned on", async () => {
  const result = evaluate(await readLabelledSet("holdout"));
  assert.ok(result.pairs >= 60, `${result.pairs} pairs`);
  const wrong = result.mistakes.filter((m) => m.pair.label === "different");
  assert.ok(
    result.precision >= 0.98,
    `precision ${result.precision}: ${wrong.map((m) => m.pair.why).join("; ")}`,
  );
  // Recall there is 0.78 (0.53 before the key facts, ADR 0175): the floor catches a
  // regression only.
  assert.ok(result.recall >= 0.75, `recall ${result.recall}`);
});

Deno.test("a malformed labelled line is refused with its line number", () => {
  assert.throws(
    () => parseLabelledPairs('{"a":{},"b":{},"label":"same","why":"x"}'),
    /bad report at line 1, a/,
  );
  assert.throws(() => parseLabelledPairs('{"a":{},"b":{},"label":"maybe","why":"x"}'), /line 1/);
});
