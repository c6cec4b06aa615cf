import assert from "node:assert/strict";
import { doRowWork, doRowWorkPaced, type RowWork } from "./row_work.ts";

const source = { format: "auto", sourceType: "jurisdiction", jurisdictionId: 1 };

function rowsOf(count: number, content: string): RowWork["rows"] {
  return Array.from({ length: count }, (_, i) => ({
    title: `Finance (No. ${i}) Regulations 2026`,
    content,
    sourceUrl: `https://www.legislation.gov.uk/uksi/2026/${i + 1}/made`,
    publishDate: new Date("2026-03-01T00:00:00Z"),
  }));
}

Deno.test("a row is analysed by the offline rules and gets its grouping features", () => {
  const rows = rowsOf(1, "Employers must publish their gender pay gap figures from April 2027.");
  const { analyses, groupings } = doRowWork({ rows, analyse: true, group: source });
  assert.equal(analyses?.[0]?.analysedBy, "offline rules");
  assert.deepEqual(analyses?.[0]?.obligations.map((o) => o.deadline), ["2027-04-01"]);
  // The instrument its legislation.gov.uk link names, and official for that link.
  assert.deepEqual(groupings?.[0]?.features.own.get("uk-si"), ["uk-si:2026:1"]);
  assert.equal(groupings?.[0]?.official, true);
  assert.equal(groupings?.[0]?.features.jurisdiction, "1");
});

Deno.test("only the work asked for is done", () => {
  const rows = rowsOf(2, "The regulation amends reporting duties.");
  assert.deepEqual(doRowWork({ rows, analyse: false, group: null }), {
    analyses: null,
    groupings: null,
  });
  assert.equal(doRowWork({ rows, analyse: false, group: source }).groupings?.length, 2);
});

Deno.test("worked on the main thread, a big batch lets timers run between rows", async () => {
  // About 3 ms of analysis a row: 400 rows take a second, some 80 time slices (SLICE_MS).
  const rows = rowsOf(
    400,
    "The regulation amends the reporting duties of regulated firms. ".repeat(80),
  );
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  let done;
  try {
    done = await doRowWorkPaced({ rows, analyse: true, group: source });
  } finally {
    clearInterval(timer);
  }
  assert.ok(ticks > 0, "no timer fired while rows were worked on");
  assert.deepEqual(done, doRowWork({ rows, analyse: true, group: source }));
});
