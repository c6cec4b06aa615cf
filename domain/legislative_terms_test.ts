import assert from "node:assert/strict";
import { DEFAULT_LEGISLATIVE_TERMS } from "./legislative_terms.ts";

Deno.test("the 24 default terms of the spec", () => {
  assert.equal(DEFAULT_LEGISLATIVE_TERMS.length, 24);
  assert.equal(new Set(DEFAULT_LEGISLATIVE_TERMS).size, 24);
  assert.ok(DEFAULT_LEGISLATIVE_TERMS.includes("treaties"));
});
