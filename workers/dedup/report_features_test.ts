import assert from "node:assert/strict";
import { featuresOf, type Report } from "./report_features.ts";

const base: Report = {
  sourceKind: "official_journal",
  jurisdiction: "US",
  publishDate: "2026-03-02",
  link: "https://www.federalregister.gov/documents/2026/03/02/2026-04123/airworthiness-directives",
  title: "Airworthiness Directives; The Boeing Company Airplanes",
  text: "The FAA is superseding AD 2023-11-04. 91 FR 10234. [FR Doc. 2026-04123 Filed 2-27-26]",
};

Deno.test("a report is about its link's acts and its text's acts of other schemes", () => {
  const own = featuresOf(base).own;
  assert.deepEqual(own.get("us-fr-doc"), ["us-fr-doc:2026-04123"]);
  assert.deepEqual(own.get("us-fr"), ["us-fr:91:10234"]);
});

Deno.test("old acts a new report names are references, not its subject", () => {
  const own = featuresOf({
    ...base,
    jurisdiction: "EU",
    link: "https://www.example-law.eu/batteries",
    title: "Batteries: due diligence postponed",
    text: "Regulation (EU) 2026/1432 amends the Batteries Regulation (Regulation (EU) 2023/1542).",
  }).own;
  assert.deepEqual(own.get("eu"), ["eu:reg:2026:1432"]);
});

Deno.test("corrigenda and consolidated versions are told from the act", () => {
  assert.equal(featuresOf(base).variant, "act");
  assert.equal(featuresOf({ ...base, title: `${base.title}; Correction` }).variant, "corrigendum");
  const consolidated = {
    ...base,
    link: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02026R0877-20260303",
  };
  assert.equal(featuresOf(consolidated).variant, "consolidated");
});
