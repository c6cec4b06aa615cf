/**
 * Prints the offline classifier's accuracy on the labelled updates of workers/ai/testdata/:
 * overall, per category, and the confusions. The held-out set was written together with the
 * labelled one but never used for tuning, so its figure shows how well the rules generalise.
 *
 *   deno run scripts/bench/ai_accuracy.ts [--verbose]
 */
import { classify } from "../../workers/ai/classify.ts";
import {
  type AccuracyReport,
  measureAccuracy,
  parseLabelledUpdates,
} from "../../workers/ai/accuracy.ts";
import labelled from "../../workers/ai/testdata/labelled_updates.json" with { type: "json" };
import holdout from "../../workers/ai/testdata/holdout_updates.json" with { type: "json" };

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** Formats one report as plain text lines. */
export function formatReport(name: string, report: AccuracyReport, verbose: boolean): string[] {
  const lines = [
    `${name}: ${report.correct}/${report.total} correct = ${percent(report.accuracy)}`,
  ];
  for (const c of report.perCategory) {
    lines.push(
      `  ${c.category.padEnd(34)} ${String(c.correct).padStart(3)}/${c.total}  ${
        percent(c.accuracy)
      }`,
    );
  }
  if (report.confusions.length > 0) lines.push("  confusions (expected → predicted):");
  for (const c of report.confusions) {
    lines.push(`    ${c.count} × ${c.expected} → ${c.predicted}`);
    if (verbose) { for (const t of c.titles) lines.push(`        ${t}`); }
  }
  return lines;
}

/** Measures both sets and prints the results. */
export function main(args: string[] = []): { labelled: AccuracyReport; holdout: AccuracyReport } {
  const verbose = args.includes("--verbose");
  const results = {
    labelled: measureAccuracy(parseLabelledUpdates(labelled), classify),
    holdout: measureAccuracy(parseLabelledUpdates(holdout), classify),
  };
  console.log(formatReport("labelled set", results.labelled, verbose).join("\n"));
  console.log();
  console.log(
    formatReport("held-out set (not used to write the keywords)", results.holdout, verbose).join(
      "\n",
    ),
  );
  return results;
}

if (import.meta.main) main(Deno.args);
