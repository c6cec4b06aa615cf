import assert from "node:assert/strict";
import { LshIndex } from "./lsh_index.ts";
import { reportSignature } from "./minhash.ts";

const text = (subject: string) =>
  `The Commission has adopted a delegated act on ${subject}. It was published in the Official ` +
  "Journal today and enters into force on the third day following its publication.";

Deno.test("a near copy is a candidate and an unrelated report is not", () => {
  const index = new LshIndex();
  index.add(1, reportSignature("Batteries", text("battery due diligence")));
  index.add(2, reportSignature("Mindestlohn", "Der Mindestlohn steigt 2027 auf 14,60 Euro."));
  const copy = reportSignature("Batteries", `${text("battery due diligence")} Source: EC.`);
  assert.deepEqual([...index.candidates(copy)], [1]);
  const unrelated = reportSignature("Heat pumps", "New permitted development rights laid today.");
  assert.deepEqual([...index.candidates(unrelated)], []);
});
