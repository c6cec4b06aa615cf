/**
 * Prints the offline obligation extractor's precision and recall on the labelled sentences of
 * workers/ai/testdata/: obligations (does the sentence state a duty?), deadlines (the date it
 * fixes) and actor agreement. The held-out set is meant to be kept apart from tuning, but it was
 * rewritten in the same commit as the rules: docs/offline_analysis.md says how far to trust it.
 *
 *   deno run scripts/bench/obligations_accuracy.ts [--verbose]
 */
import { extractObligations } from "../../workers/ai/obligations.ts";
import {
  measureObligations,
  type ObligationReport,
  parseLabelledSentences,
  type Score,
} from "../../workers/ai/obligation_accuracy.ts";
import labelled from "../../workers/ai/testdata/labelled_obligations.json" with { type: "json" };
import holdout from "../../workers/ai/testdata/holdout_obligations.json" with { type: "json" };

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function scoreLine(name: string, s: Score): string {
  return `  ${name.padEnd(12)} precision ${percent(s.precision).padStart(6)} ` +
    `(${s.truePositives}/${s.truePositives + s.falsePositives})   recall ${
      percent(s.recall).padStart(6)
    } (${s.truePositives}/${s.truePositives + s.falseNegatives})`;
}

/** Formats one report as plain text lines. */
export function formatReport(name: string, report: ObligationReport, verbose: boolean): string[] {
  const lines = [
    `${name}: ${report.sentences} sentences`,
    scoreLine("obligations", report.obligations),
    scoreLine("deadlines", report.deadlines),
    `  actors       ${report.actors.agree}/${report.actors.of} agree with the label`,
  ];
  if (verbose) {
    for (const m of report.misses) {
      lines.push(`    ${m.kind}: expected ${m.expected}, found ${m.found}`, `      ${m.text}`);
    }
  }
  return lines;
}

/** Measures both sets and prints the results. */
export function main(args: string[] = []): Record<"labelled" | "holdout", ObligationReport> {
  const verbose = args.includes("--verbose");
  const results = {
    labelled: measureObligations(parseLabelledSentences(labelled), extractObligations),
    holdout: measureObligations(parseLabelledSentences(holdout), extractObligations),
  };
  console.log(formatReport("labelled set", results.labelled, verbose).join("\n"));
  console.log();
  console.log(
    formatReport(
      "held-out set (see docs/offline_analysis.md on how far to trust it)",
      results.holdout,
      verbose,
    ).join(
      "\n",
    ),
  );
  return results;
}

if (import.meta.main) main(Deno.args);
