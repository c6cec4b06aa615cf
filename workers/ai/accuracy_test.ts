import assert from "node:assert/strict";
import { measureAccuracy, parseLabelledUpdates } from "./accuracy.ts";

Deno.test("accuracy, per-category figures and confusions are tallied", () => {
  const items = parseLabelledUpdates([
    { title: "a", summary: "", category: "Tax" },
    { title: "b", summary: "", category: "Tax" },
    { title: "c", summary: "", category: "General" },
  ]);
  const report = measureAccuracy(
    items,
    ({ title }) => (title === "b" ? "General" : title === "a" ? "Tax" : "General"),
  );
  assert.equal(report.correct, 2);
  assert.equal(report.accuracy, 2 / 3);
  assert.deepEqual(report.perCategory.map((c) => [c.category, c.correct, c.total]), [
    ["General", 1, 1],
    ["Tax", 1, 2],
  ]);
  assert.deepEqual(report.confusions, [
    { expected: "Tax", predicted: "General", count: 1, titles: ["b"] },
  ]);
});

Deno.test("a labelled item with an unknown category or missing field is refused", () => {
  assert.throws(
    () => parseLabelledUpdates([{ title: "a", summary: "", category: "Farming" }]),
    /ai\/accuracy: item 0/,
  );
  assert.throws(
    () => parseLabelledUpdates([{ title: "a", category: "Tax" }]),
    /ai\/accuracy: item 0/,
  );
  assert.throws(() => parseLabelledUpdates({}), /not an array/);
});
