import assert from "node:assert/strict";
import { keyFactsOf, MAX_FACT_CHARS, MAX_FACTS } from "./key_facts.ts";

const day = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

Deno.test("dates ahead are read however a journal, a regulator or a law firm writes them", () => {
  const on = day("2026-05-05");
  for (
    const text of [
      "The Order comes into force on 26 May 2026.",
      "New rights for heat pumps from 26 May",
      "Provisions coming into force on 26th May 2026",
      "effective May 26, 2026.",
      "Die Verordnung gilt ab dem 26. Mai 2026.",
      "Le décret entre en vigueur le 26 mai 2026.",
    ]
  ) assert.deepEqual(keyFactsOf("", text, on), ["date:2026-05-26"], text);
});

Deno.test("past dates, impossible dates and the verb 'may' are no key facts", () => {
  const facts = keyFactsOf(
    "Regulation of 8 June 2016 on dumped imports",
    "Published on 5 May 2026. Article 5 may apply from 31 February 2027.",
    day("2026-05-05"),
  );
  assert.deepEqual(facts, []);
});

Deno.test("rates and sums with a fraction are key facts, in either decimal mark", () => {
  const facts = keyFactsOf(
    "Glass fibre: duty set at 19.2%",
    "margins of 19,2 % and 48,7 Prozent; Healthline will pay $1.55 million; savings of " +
      "1.2 billion dollars; a 10 % cut and 3 million calls are common figures",
    day("2026-09-21"),
  );
  assert.deepEqual(facts, ["rate:19.2", "rate:48.7", "sum:1.2b", "sum:1.55m"]);
});

Deno.test("a hostile text yields at most the bounded number of facts", () => {
  const text = "from 1 January 2030, 12,5 % and €1,5 Mio. ".repeat(10_000);
  const facts = keyFactsOf("", text, day("2026-01-01"));
  assert.ok(facts.length <= MAX_FACTS);
  let many = "";
  for (let d = 1; many.length < MAX_FACT_CHARS; d++) many += `${d % 28 + 1} March ${2030 + d}. `;
  assert.equal(keyFactsOf("", many, day("2026-01-01")).length, MAX_FACTS);
});
