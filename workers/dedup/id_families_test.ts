import assert from "node:assert/strict";
import { ID_FAMILIES } from "./id_families.ts";

Deno.test("every family's pattern scans the whole text and keys what it matches", () => {
  const samples = [
    "CELEX:32026R1432",
    "S.I. 2026/412",
    "2026 No. 301",
    "FR Doc. 2026-04123",
    "91 FR 10234",
    "S.I. No. 210 of 2026",
    "BGBl. 2026 I Nr. 71",
    "NOR : ECOE2605123D",
    "Décret n° 2026-281",
    "PS26/4",
    "Pub. L. No. 119-21",
  ];
  ID_FAMILIES.forEach((family, i) => {
    assert.ok(family.pattern.global, `family ${i} is global`);
    const match = [...samples[i]!.matchAll(family.pattern)][0];
    assert.ok(match && family.key(match), samples[i]);
  });
});

Deno.test("a CELEX number of another document type is no act", () => {
  const celex = ID_FAMILIES[0]!;
  const match = [..."CELEX:52026PC0123".matchAll(celex.pattern)][0];
  assert.equal(match ? celex.key(match) : null, null); // a Commission proposal (PC)
});

Deno.test("US public laws are keyed by congress and number however they are cited", () => {
  const law = ID_FAMILIES.at(-1)!;
  const keys = (text: string) => [...text.matchAll(law.pattern)].map((m) => law.key(m));
  assert.deepEqual(keys("Public Law 119-21; Pub. L. 119-21; P.L. 118-3; P. L. 117-58"), [
    "us-pl:119:21",
    "us-pl:119:21",
    "us-pl:118:3",
    "us-pl:117:58",
  ]);
  assert.deepEqual(keys("Public Law 119-21-3, public law 5"), []);
});
