import assert from "node:assert/strict";
import type { NewUpdate } from "../../../db/queries/ingest.ts";
import type { Analyser } from "../analyser.ts";
import { createOfflineAnalyser } from "../offline.ts";
import { analyseRows } from "./analyse_rows.ts";

const row = (title: string): NewUpdate => ({
  title,
  content: "Employers must publish their gender pay gap figures every year from April 2027.",
  sourceUrl: `https://example.gov/${encodeURIComponent(title)}`,
  sourceUrlKey: `https://example.gov/${encodeURIComponent(title)}`,
  publishDate: new Date("2026-01-01T00:00:00Z"),
  jurisdictionId: 1,
  rssSourceId: 1,
});

Deno.test("analysed rows carry their summary and category and are done", async () => {
  const [analysed] = await analyseRows(
    [row("Employment Rights Act 2026")],
    createOfflineAnalyser(),
  );
  assert.equal(analysed?.analysisState, "done");
  assert.equal(analysed?.aiCategory, "Employment & Labor");
  assert.ok(analysed?.aiSummary);
  assert.equal(analysed?.aiCategoryOriginal, "Employment & Labor");
  assert.equal(analysed?.analysedBy, "offline");
  assert.deepEqual(analysed?.obligations?.map((o) => [o.actor, o.deadline]), [
    ["Employers", "2027-04-01"],
  ]);
});

Deno.test("a row whose analysis fails stays pending, the others do not", async () => {
  const offline = createOfflineAnalyser();
  const analyser: Analyser = {
    ...offline,
    analyseUpdate: (input) =>
      input.title.startsWith("FAIL")
        ? Promise.reject(new Error("boom"))
        : input.title.startsWith("EMPTY")
        ? Promise.resolve({ summary: " ", category: "Tax", obligations: [], analysedBy: "test" })
        : offline.analyseUpdate(input),
  };
  const rows = [row("FAIL Act"), row("EMPTY Act"), row("Good Act")];
  const [failed, empty, good] = await analyseRows(rows, analyser);
  assert.deepEqual(failed, rows[0]);
  assert.deepEqual(empty, rows[1]);
  assert.equal(good?.analysisState, "done");
});

Deno.test("analysing hundreds of rows lets timers run between rows", async () => {
  let ticks = 0;
  const ticksAtCall: number[] = [];
  const offline = createOfflineAnalyser();
  const analyser: Analyser = {
    ...offline,
    analyseUpdate: (input) => {
      ticksAtCall.push(ticks);
      return offline.analyseUpdate(input);
    },
  };
  const content = "The regulation amends the reporting duties of regulated firms. ".repeat(80);
  // About 3 ms of analysis a row: 400 rows take a second, some 80 time slices (SLICE_MS).
  const rows = Array.from({ length: 400 }, (_, i) => ({ ...row(`Finance Act ${i}`), content }));
  const timer = setInterval(() => ticks++, 0);
  try {
    await analyseRows(rows, analyser);
  } finally {
    clearInterval(timer);
  }
  // Before pacing, every row was analysed in one run of the loop: no timer in between.
  assert.ok(ticksAtCall.at(-1)! > ticksAtCall[0]!, "no timer fired while rows were analysed");
});
