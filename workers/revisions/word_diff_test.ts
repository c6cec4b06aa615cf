import assert from "node:assert/strict";
import { changedWords, MAX_EDITS, wordDiff } from "./word_diff.ts";

Deno.test("a changed word is one deletion and one insertion between the kept words", () => {
  assert.deepEqual(
    wordDiff("Banks must report within 30 days.", "Banks must report within 15 days."),
    [
      { op: "equal", text: "Banks must report within " },
      { op: "delete", text: "30" },
      { op: "insert", text: "15" },
      { op: "equal", text: " days." },
    ],
  );
});

Deno.test("identical texts are one equal run; added words are insertions only", () => {
  assert.deepEqual(wordDiff("Same text.", "Same text."), [{ op: "equal", text: "Same text." }]);
  assert.deepEqual(
    wordDiff("Banks must report.", "Banks and insurers must report."),
    [
      { op: "equal", text: "Banks " },
      { op: "insert", text: "and insurers " },
      { op: "equal", text: "must report." },
    ],
  );
});

Deno.test("texts too different to align are shown replaced whole", () => {
  const words = (seed: string) =>
    Array.from({ length: MAX_EDITS * 2 }, (_, i) => `${seed}${i}`).join(" ");
  const parts = wordDiff(words("a"), words("b"));
  assert.deepEqual(parts.map((p) => p.op), ["delete", "insert"]);
});

Deno.test("the changed words of a redline leave out the kept text and extra spaces", () => {
  assert.deepEqual(
    changedWords([
      { op: "equal", text: "Banks must report within " },
      { op: "delete", text: "30" },
      { op: "insert", text: " 15\n " },
      { op: "equal", text: " days." },
    ]),
    [{ op: "delete", text: "30" }, { op: "insert", text: "15" }],
  );
});
