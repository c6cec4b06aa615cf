/**
 * The redline (workers/revisions/word_diff.ts) on the largest texts a feed can give an update
 * (title plus MAX_ITEM_TEXT characters of content), ordinary and hostile: one word changed, a word
 * in twenty or in ten changed, a rewrite, two unrelated texts, and runs of one repeated word
 * replaced by another (the worst case of Myers' algorithm). The diff runs in the request that asks for it,
 * and once per revision for its alerts, so its worst case bounds how long one revision can hold
 * the event loop. Target: 50 ms for any input, the sync's own limit on a stall (MAX_EDITS cuts the
 * alignment short).
 * `deno run -A scripts/bench/redline_bench.ts [--runs N]`
 */
import { MAX_ITEM_TEXT } from "../../workers/feeds/parse/feed_types.ts";
import { wordDiff } from "../../workers/revisions/word_diff.ts";
import { median } from "./stats.ts";

/** The target: no input takes longer. */
export const TARGET_MS = 50;

const VOCABULARY = ("the regulation amends reporting duties of regulated firms within thirty " +
  "days after notice and the authority may extend the period where a firm shows cause").split(" ");

/** `length` characters of words drawn from the vocabulary by `step`. */
export function prose(length: number, step: number): string {
  const words: string[] = [];
  let size = 0;
  for (let i = 0; size < length; i++) {
    const word = VOCABULARY[(i * step) % VOCABULARY.length]!;
    words.push(word);
    size += word.length + 1;
  }
  return words.join(" ").slice(0, length);
}

/** Replaces every `nth` word of `text`. */
function editEvery(text: string, nth: number): string {
  return text.split(" ").map((w, i) => i % nth === 0 ? `${w}x` : w).join(" ");
}

const base = prose(MAX_ITEM_TEXT, 7);
const CASES: Record<string, [string, string]> = {
  "one word changed": [base, base.replace("thirty", "sixty")],
  "a word in twenty changed": [base, editEvery(base, 20)],
  "a word in ten changed": [base, editEvery(base, 10)],
  "a word in three changed (rewrite)": [base, editEvery(base, 3)],
  "unrelated texts": [base, prose(MAX_ITEM_TEXT, 11)],
  "'a' runs against 'b' runs": ["a ".repeat(MAX_ITEM_TEXT / 2), "b ".repeat(MAX_ITEM_TEXT / 2)],
  "one long word against another": ["a".repeat(MAX_ITEM_TEXT), "b".repeat(MAX_ITEM_TEXT)],
};

/** Median milliseconds of the redline of each case. */
export function measureRedlines(runs = 5): { input: string; ms: number; parts: number }[] {
  return Object.entries(CASES).map(([input, [before, after]]) => {
    const times: number[] = [];
    let parts = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      parts = wordDiff(before, after).length;
      times.push(performance.now() - started);
    }
    return { input, ms: median(times), parts };
  });
}

if (import.meta.main) {
  const runsArg = Deno.args.indexOf("--runs");
  const runs = runsArg >= 0 ? Number(Deno.args[runsArg + 1]) : 5;
  const rows = measureRedlines(runs);
  console.log(
    `redline of two ${MAX_ITEM_TEXT.toLocaleString("en")}-character texts (median of ${runs})`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.input.padEnd(36)} ${row.ms.toFixed(1).padStart(7)} ms  ${row.parts} parts`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.ms));
  console.log(
    `worst ${worst.toFixed(1)} ms (target ${TARGET_MS} ms): ${
      worst <= TARGET_MS ? "met" : "MISSED"
    }`,
  );
}
