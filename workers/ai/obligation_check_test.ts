import assert from "node:assert/strict";
import { UNSPECIFIED_ACTOR } from "../../domain/obligations.ts";
import { keepCited, type ProposedObligation, validDay } from "./obligation_check.ts";

const TEXTS = {
  title: "Breach rules",
  content: "Controllers must notify the authority within 72 hours.\nProcessors must assist.",
};
const proposal = (overrides: Partial<ProposedObligation>): ProposedObligation => ({
  actor: "Controllers",
  action: "must notify the authority",
  deadline: null,
  citation: "Controllers must notify the authority within 72 hours.",
  confidence: 0.9,
  ...overrides,
});

Deno.test("an obligation whose citation is not in the text is dropped", () => {
  const kept = keepCited([
    proposal({}),
    proposal({ citation: "Controllers must notify the regulator within 72 hours." }),
    proposal({ citation: "Processors must assist." }),
  ], TEXTS);
  assert.deepEqual(kept.map((o) => o.citation), [
    "Controllers must notify the authority within 72 hours.",
    "Processors must assist.",
  ]);
});

Deno.test("fields are tidied: date, confidence, empty actor, repeats", () => {
  const kept = keepCited([
    proposal({ deadline: "2027-02-30", confidence: 7, actor: "  " }),
    proposal({ deadline: "2027-02-28", confidence: -1, action: "MUST NOTIFY THE AUTHORITY" }),
    proposal({ action: "   " }),
  ], TEXTS);
  assert.equal(kept.length, 1, "a repeat (same citation and action) and an empty action go");
  assert.deepEqual(kept[0], {
    actor: UNSPECIFIED_ACTOR,
    action: "must notify the authority",
    deadline: null,
    citation: "Controllers must notify the authority within 72 hours.",
    confidence: 1,
  });
  assert.equal(validDay("2027-02-28"), "2027-02-28");
  assert.equal(validDay("28/02/2027"), null);
});
