/**
 * Measures the same-change rule against the labelled set (workers/dedup/testdata/pairs.jsonl,
 * written by scripts/dedup_pairs.ts): precision, recall and F1 of "same", and the mistakes. Used
 * by the evaluation test and `deno task bench dedup`.
 */
import { featuresOf, type Report, type SourceKind } from "./report_features.ts";
import { sameChange, type SameChangeOptions } from "./same_change.ts";

/** One labelled pair of reports. */
export interface LabelledPair {
  a: Report;
  b: Report;
  label: "same" | "different";
  why: string;
}

/** The figures of one evaluation. */
export interface Evaluation {
  pairs: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
  mistakes: { pair: LabelledPair; reason: string }[];
}

const KINDS: readonly SourceKind[] = ["official_journal", "regulator", "law_firm"];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkReport(report: Report, where: string): Report {
  const ok = typeof report?.title === "string" && typeof report.text === "string" &&
    typeof report.link === "string" && KINDS.includes(report.sourceKind) &&
    (report.jurisdiction === null || typeof report.jurisdiction === "string") &&
    DATE.test(report.publishDate);
  if (!ok) throw new Error(`dedup/evaluation: bad report at ${where}`);
  return report;
}

/** Reads a labelled set in JSON Lines; throws on the first malformed line. */
export function parseLabelledPairs(jsonl: string): LabelledPair[] {
  return jsonl.split("\n").filter((line) => line.trim()).map((line, i) => {
    const pair = JSON.parse(line) as LabelledPair;
    if ((pair.label !== "same" && pair.label !== "different") || typeof pair.why !== "string") {
      throw new Error(`dedup/evaluation: bad label at line ${i + 1}`);
    }
    checkReport(pair.a, `line ${i + 1}, a`);
    checkReport(pair.b, `line ${i + 1}, b`);
    return pair;
  });
}

/**
 * A labelled set of the repository: "pairs" (the set the rule is tuned on) or "holdout" (pairs
 * written before the recall work of ADR 0151 and never tuned on).
 */
export async function readLabelledSet(set: "pairs" | "holdout" = "pairs"): Promise<LabelledPair[]> {
  const file = set === "pairs" ? "pairs.jsonl" : "holdout_pairs.jsonl";
  const url = new URL(`./testdata/${file}`, import.meta.url);
  return parseLabelledPairs(await Deno.readTextFile(url));
}

/** Runs the rule over every pair and counts. */
export function evaluate(pairs: LabelledPair[], options: SameChangeOptions = {}): Evaluation {
  let tp = 0, fp = 0, fn = 0;
  const mistakes: Evaluation["mistakes"] = [];
  for (const pair of pairs) {
    const verdict = sameChange(featuresOf(pair.a), featuresOf(pair.b), options);
    const expected = pair.label === "same";
    if (verdict.same && expected) tp++;
    if (verdict.same && !expected) fp++;
    if (!verdict.same && expected) fn++;
    if (verdict.same !== expected) mistakes.push({ pair, reason: verdict.reason });
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    pairs: pairs.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision,
    recall,
    f1,
    mistakes,
  };
}
