import assert from "node:assert/strict";
import { featuresOf } from "./report_features.ts";
import { fromStored, toStored } from "./stored_features.ts";

Deno.test("a stored report keeps its key facts apart from its title words", () => {
  const features = featuresOf({
    title: "Glass fibre from Egypt: definitive anti-dumping duty set at 19.2%",
    text: "The duty applies from 1 October 2026.",
    link: "https://www.vandermeer-trade.eu/insights/glass-fibre",
    sourceKind: "law_firm",
    jurisdiction: "EU",
    publishDate: "2026-09-21",
  });
  const back = fromStored(toStored(7, features, { official: false }));
  assert.deepEqual(back.facts, ["date:2026-10-01", "rate:19.2"]);
  assert.deepEqual(back.titleWords, features.titleWords);
});
