import assert from "node:assert/strict";
import { SEED_JURISDICTIONS } from "./jurisdictions_data.ts";

Deno.test("about fifteen seed jurisdictions with distinct names and allowed sync frequencies", () => {
  assert.ok(SEED_JURISDICTIONS.length >= 12 && SEED_JURISDICTIONS.length <= 20);
  const names = SEED_JURISDICTIONS.map((j) => j.name.toLowerCase());
  assert.equal(new Set(names).size, names.length);
  for (const j of SEED_JURISDICTIONS) {
    assert.ok([1, 3, 6, 12, 24].includes(j.syncFrequency), j.name);
    assert.ok(j.description.length > 20, j.name);
  }
});

Deno.test("every seed jurisdiction has an official source, and every source an https feed URL", () => {
  const urls = new Set<string>();
  for (const j of SEED_JURISDICTIONS) {
    assert.ok(j.sources.some((s) => s.sourceType === "jurisdiction"), j.name);
    const names = j.sources.map((s) => s.name.toLowerCase());
    assert.equal(new Set(names).size, names.length, `${j.name}: source names repeat`);
    for (const s of j.sources) {
      assert.equal(new URL(s.url).protocol, "https:", s.url);
      assert.ok(!urls.has(s.url), `${s.url} appears twice`);
      urls.add(s.url);
      if (s.sourceType === "jurisdiction") assert.equal(s.legislativeFilter, undefined, s.name);
    }
  }
});

Deno.test("specialist sources come with and without their own legislative filter", () => {
  const specialists = SEED_JURISDICTIONS.flatMap((j) => j.sources).filter((s) =>
    s.sourceType === "specialist"
  );
  assert.ok(specialists.length >= 3);
  assert.ok(specialists.some((s) => s.legislativeFilter?.includes(",")));
  assert.ok(specialists.some((s) => s.legislativeFilter === undefined));
});
