import assert from "node:assert/strict";
import { CATEGORIES } from "@domain/categories.ts";
import {
  CATEGORY_BADGE_CLASSES,
  categoryBadgeClass,
  displayCategory,
  INDUSTRY_OPTIONS,
} from "./categories.ts";

Deno.test("every category has its own badge colour", () => {
  const classes = CATEGORIES.map((c) => CATEGORY_BADGE_CLASSES[c]);
  assert.equal(new Set(classes).size, CATEGORIES.length);
});

Deno.test("'Technology' shows as 'IT & Technology'; unknown and empty as 'General'", () => {
  assert.equal(displayCategory("Technology"), "IT & Technology");
  assert.equal(categoryBadgeClass("Technology"), CATEGORY_BADGE_CLASSES["IT & Technology"]);
  assert.equal(displayCategory(""), "General");
  assert.equal(displayCategory(null), "General");
  assert.equal(categoryBadgeClass("Astrology"), CATEGORY_BADGE_CLASSES.General);
});

Deno.test("the industry options are the 14 categories, alphabetical", () => {
  assert.equal(INDUSTRY_OPTIONS.length, 14);
  assert.deepEqual([...INDUSTRY_OPTIONS].sort(), [...CATEGORIES].sort());
  assert.equal(INDUSTRY_OPTIONS[0], "Construction & Real Estate");
  assert.equal(INDUSTRY_OPTIONS.at(-1), "Transportation");
});
