import assert from "node:assert/strict";
import { isOfficialReport } from "./official_report.ts";

Deno.test("a report is official by its source's API or its link on a publisher's host", () => {
  assert.equal(isOfficialReport({ format: "federal-register", link: "https://x.example/a" }), true);
  const document = "https://www.regulations.gov/document/CFPB-2026-0041-0001";
  assert.equal(isOfficialReport({ format: "regulations-gov", link: document }), true);
  assert.equal(isOfficialReport({ format: "auto", link: document }), false);
  assert.equal(
    isOfficialReport({
      format: "auto",
      link: "https://eur-lex.europa.eu/eli/reg_impl/2026/1432/oj",
    }),
    true,
  );
  assert.equal(
    isOfficialReport({ format: "auto", link: "https://lawfirm.example/eli/reg/2026/1432/oj" }),
    false,
    "an act's path on another host names nothing",
  );
  assert.equal(isOfficialReport({ format: null, link: "https://regulator.example/news/1" }), false);
});
