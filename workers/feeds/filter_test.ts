import assert from "node:assert/strict";
import { DEFAULT_LEGISLATIVE_TERMS } from "../../domain/legislative_terms.ts";
import { compileTerms, parseLegislativeFilter, termsForSource } from "./filter.ts";

const item = (title: string, summary = "") => ({ title, summary });

Deno.test("terms match whole words only, ignoring case", () => {
  const matches = compileTerms(["act"]);
  for (
    const title of [
      "The Finance Act 2024",
      "ACT passed",
      "act.",
      "(Act)",
      "Act-based rules",
      "act's scope",
    ]
  ) {
    assert.equal(matches(item(title)), true, title);
  }
  for (const title of ["A new contract", "Actor guild", "enacted", "react", "acts", "act_2"]) {
    assert.equal(matches(item(title)), false, title);
  }
});

Deno.test("terms match in the title or the summary", () => {
  const matches = compileTerms(DEFAULT_LEGISLATIVE_TERMS);
  assert.equal(matches(item("Weekly calendar", "Includes the second reading of a bill.")), true);
  assert.equal(matches(item("Weekly calendar", "Sittings and meetings.")), false);
  assert.equal(matches(item("Treaties signed in Geneva")), true);
});

Deno.test("word boundaries are unicode-aware", () => {
  const matches = compileTerms(["loi", "décret"]);
  assert.equal(matches(item("Nouvelle loi sur l'eau")), true);
  assert.equal(matches(item("Décret n° 2024-123")), true);
  assert.equal(matches(item("Le décret\u0301")), false, "a combining mark continues the word");
  assert.equal(matches(item("emploi")), false);
  assert.equal(matches(item("loiété")), false);
  // Decomposed text matches a composed term.
  assert.equal(matches(item("De\u0301cret publié")), true);
});

Deno.test("terms with spaces and regex characters are matched literally", () => {
  const matches = compileTerms(["human rights", "C++", "a.b", "(draft)", "s. 12"]);
  assert.equal(matches(item("Human   Rights Act")), true);
  assert.equal(matches(item("Standard for C++ code")), true);
  assert.equal(matches(item("axb")), false);
  assert.equal(matches(item("see a.b here")), true);
  assert.equal(matches(item("the (draft) order")), true);
  assert.equal(matches(item("under s. 12 of the Act")), true);
  assert.equal(compileTerms(["[", "\\", "$^"])(item("a [ b")), true);
});

Deno.test("no terms match nothing", () => {
  assert.equal(compileTerms([])(item("Finance Act")), false);
  assert.equal(compileTerms(["  ", ""])(item("Finance Act")), false);
});

Deno.test("parseLegislativeFilter trims, drops empties and case-insensitive repeats", () => {
  assert.deepEqual(parseLegislativeFilter(" GDPR, data protection,,gdpr , Privacy "), [
    "GDPR",
    "data protection",
    "Privacy",
  ]);
  assert.deepEqual(parseLegislativeFilter(""), []);
  assert.deepEqual(parseLegislativeFilter(null), []);
});

Deno.test("a specialist source with its own filter uses only those terms", () => {
  const matches = termsForSource(
    { sourceType: "specialist", legislativeFilter: "GDPR, data protection" },
    DEFAULT_LEGISLATIVE_TERMS,
  );
  assert.equal(matches(item("New Data Protection guidance")), true);
  assert.equal(matches(item("Finance Act 2024")), false);
});

Deno.test("a specialist source without a filter takes every item", () => {
  for (const legislativeFilter of [null, "", " , "]) {
    const matches = termsForSource({ sourceType: "specialist", legislativeFilter }, ["act"]);
    assert.equal(matches(item("Quarterly newsletter")), true);
  }
});

Deno.test("a jurisdiction source uses the global terms, even with a filter of its own", () => {
  const matches = termsForSource(
    { sourceType: "jurisdiction", legislativeFilter: "newsletter" },
    DEFAULT_LEGISLATIVE_TERMS,
  );
  assert.equal(matches(item("Quarterly newsletter")), false);
  assert.equal(matches(item("Road Traffic Regulations 2024")), true);
});
