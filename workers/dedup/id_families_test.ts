import assert from "node:assert/strict";
import { ID_FAMILIES } from "./id_families.ts";
import { scanOfficialIds } from "./official_ids.ts";

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
    "California AB 1018",
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

Deno.test("a state bill is keyed by its state's name, prefix and number; other capitals are not", () => {
  const keys = (text: string) => scanOfficialIds(text).map((id) => id.key);
  assert.deepEqual(keys("California AB 1018 (session 20252026). Latest action: read first time"), [
    "us-state-bill:ca:ab:1018",
  ]);
  assert.deepEqual(keys("Texas\u2019s H.B. 150 and New York S 1234"), [
    "us-state-bill:tx:hb:150",
    "us-state-bill:ny:s:1234",
  ]);
  assert.deepEqual(keys("West Virginia House Bill 4 and Nebraska LB 77"), [
    "us-state-bill:wv:hb:4",
    "us-state-bill:ne:lb:77",
  ]);
  // A run of capitals that is no bill prefix, a bill without its state, a year after a state.
  assert.deepEqual(keys("California AI 2026 rules; AB 1018; Texas 2026; Arkansas HB"), []);
});

Deno.test("the state bill pattern takes linear time on hostile text", () => {
  const family = ID_FAMILIES.find((f) => {
    const match = [..."Ohio HB 1".matchAll(f.pattern)][0];
    return match && f.key(match) === "us-state-bill:oh:hb:1";
  });
  assert.ok(family, "a family keys state bills");
  const hostile = "California ".repeat(2_000) + "A.B.C.".repeat(2_000);
  const matches = [...hostile.matchAll(family.pattern)];
  assert.equal(matches.length, 0);
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
