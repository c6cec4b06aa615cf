import assert from "node:assert/strict";
import type { Obligation } from "../../domain/obligations.ts";
import { measureObligations, parseLabelledSentences, sameActor } from "./obligation_accuracy.ts";

const found = (actor: string, deadline: string | null): Obligation[] => [
  { actor, action: "must act", deadline, citation: "x".repeat(20), confidence: 0.8 },
];

Deno.test("precision and recall of obligations and deadlines are tallied", () => {
  const items = parseLabelledSentences([
    {
      text: "a",
      publishDate: "2026-01-01",
      obligation: { actor: "Banks", deadline: "2026-06-30" },
    },
    { text: "b", publishDate: "2026-01-01", obligation: { actor: "Firms", deadline: null } },
    { text: "c", publishDate: "2026-01-01", obligation: null },
    { text: "d", publishDate: "2026-01-01", obligation: { actor: "Insurers", deadline: null } },
  ]);
  const answers: Record<string, Obligation[]> = {
    a: found("the banks", "2026-06-30"),
    b: found("Lenders", "2026-07-01"),
    c: found("Nobody", null),
    d: [],
  };
  const report = measureObligations(items, ({ content }) => answers[content] ?? []);
  assert.deepEqual(
    [report.obligations.truePositives, report.obligations.falsePositives],
    [2, 1],
  );
  assert.equal(report.obligations.falseNegatives, 1);
  assert.equal(report.obligations.precision, 2 / 3);
  assert.equal(report.deadlines.precision, 1 / 2, "one right date, one invented");
  assert.equal(report.deadlines.recall, 1);
  assert.deepEqual(report.actors, { agree: 1, of: 2 });
});

Deno.test("a labelled sentence with a bad date or missing field is refused", () => {
  assert.throws(
    () => parseLabelledSentences([{ text: "a", publishDate: "1 May", obligation: null }]),
    /item 0/,
  );
  assert.throws(
    () =>
      parseLabelledSentences([
        { text: "a", publishDate: "2026-01-01", obligation: { actor: "x", deadline: "soon" } },
      ]),
    /item 0/,
  );
  assert.equal(sameActor("The Member States", "member  states"), true);
});
