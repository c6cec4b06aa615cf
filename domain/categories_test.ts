import assert from "node:assert/strict";
import { canonicalCategory, CATEGORIES, FALLBACK_CATEGORY, isKnownCategory } from "./categories.ts";

Deno.test("the 14 categories of the spec, 'IT & Technology' among them", () => {
  assert.equal(CATEGORIES.length, 14);
  assert.equal(new Set(CATEGORIES).size, 14);
  assert.ok(CATEGORIES.includes(FALLBACK_CATEGORY));
  assert.ok(CATEGORIES.includes("IT & Technology"));
});

Deno.test("any case and spacing of a name maps to its canonical spelling", () => {
  for (const name of CATEGORIES) {
    assert.equal(canonicalCategory(name), name);
    assert.equal(canonicalCategory(` ${name.toUpperCase()}\t`), name);
    assert.equal(isKnownCategory(name.toLowerCase()), true);
  }
});

Deno.test("'Technology' is an alias of 'IT & Technology'", () => {
  assert.equal(canonicalCategory("Technology"), "IT & Technology");
  assert.equal(canonicalCategory(" TECHNOLOGY "), "IT & Technology");
  assert.equal(isKnownCategory("technology"), true);
});

Deno.test("unknown, empty and missing values fall back to 'General' and are not known", () => {
  for (const value of ["Astrology", "", "  ", "vTax", null, undefined]) {
    assert.equal(canonicalCategory(value), "General", JSON.stringify(value));
  }
  assert.equal(isKnownCategory("Astrology"), false);
  assert.equal(isKnownCategory(""), false);
});
