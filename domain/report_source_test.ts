import assert from "node:assert/strict";
import { reportSourceName } from "./report_source.ts";

const report = { title: "Regulation (EU) 2026/1432", sourceUrl: "https://www.lawfirm.example/p" };

Deno.test("a report is named by its source", () => {
  assert.equal(reportSourceName({ ...report, source: " Official Journal " }), "Official Journal");
});

Deno.test("a report without a source name is named by its link's host, without www.", () => {
  assert.equal(reportSourceName({ ...report, source: null }), "lawfirm.example");
  assert.equal(reportSourceName({ ...report, source: "  " }), "lawfirm.example");
});

Deno.test("a report without a source name or a readable link is named by its title", () => {
  assert.equal(
    reportSourceName({ ...report, source: null, sourceUrl: "not a link" }),
    "Regulation (EU) 2026/1432",
  );
});
