import assert from "node:assert/strict";
import { matchDuties } from "./duty_match.ts";

const duty = (id: number, action: string, citation = `Sentence ${id}.`) => ({
  id,
  actor: "Controllers",
  action,
  deadline: null,
  citation,
});

Deno.test("a duty kept by a re-analysis keeps its id, whatever its position", () => {
  const stored = [duty(1, "notify"), duty(2, "report")];
  assert.deepEqual(matchDuties(stored, [duty(0, "report"), duty(0, "notify")]), [2, 1]);
});

Deno.test("a reworded duty quoting the same sentence keeps its id; a new one has none", () => {
  const stored = [duty(1, "notify", "Controllers must notify.")];
  const wanted = [duty(0, "notify promptly", "Controllers must notify."), duty(0, "archive")];
  assert.deepEqual(matchDuties(stored, wanted), [1, null]);
});

Deno.test("each stored duty continues at most one new duty", () => {
  const stored = [duty(1, "notify")];
  assert.deepEqual(matchDuties(stored, [duty(0, "notify"), duty(0, "notify")]), [1, null]);
});
