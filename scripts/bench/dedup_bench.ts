/**
 * `deno task bench dedup`: the same-change matcher (issue 27, ADRs 0126 and
 * 0124).
 * 1. Precision, recall and F1 on the labelled set (all pairs, and the hand-written ones alone),
 *    on the held-out set (never tuned on), the sweep of thresholds, and pg_trgm's trigram
 *    similarity in MinHash's place. `deno run -A scripts/bench/dedup_bench.ts --misses` also
 *    lists every wrong verdict of both sets with its reason.
 * 2. Cost: signatures of 100,000 stored reports in an in-memory LSH index, then new reports per
 *    second for signature + candidate lookup + decision against the candidates.
 * 3. The identifier and key fact scanners on hostile text against benign text of the same length.
 * Goals (issue 27): precision ≥ 0.98, recall ≥ 0.90; grouping ≤ 2 ms per new item.
 */
import { evaluate, type LabelledPair, readLabelledSet } from "../../workers/dedup/evaluation.ts";
import { LshIndex } from "../../workers/dedup/lsh_index.ts";
import { estimatedSimilarity } from "../../workers/dedup/minhash.ts";
import { MAX_SCANNED_CHARS, scanOfficialIds } from "../../workers/dedup/official_ids.ts";
import { keyFactsOf } from "../../workers/dedup/key_facts.ts";
import { featuresOf, type ReportFeatures } from "../../workers/dedup/report_features.ts";
import { sameChange } from "../../workers/dedup/same_change.ts";
import { trigrams, trigramSimilarity } from "./dedup_trigrams.ts";
import { median } from "./stats.ts";
import process from "node:process";

const MISSES = Deno.args.includes("--misses");
const STORED = Number(Deno.args.find((arg) => !arg.startsWith("--")) ?? 100_000);
const NEW = 2_000;
const f = (n: number) => n.toFixed(3);

// 1. Accuracy
const pairs = await readLabelledSet();
const written = pairs.filter((p) => !p.why.startsWith("generated"));
const heldOut = await readLabelledSet("holdout");
for (
  const [name, set] of [
    ["all", pairs],
    ["hand-written", written],
    ["held-out", heldOut],
    ["held-out, hand-written", heldOut.filter((p) => !p.why.startsWith("generated"))],
  ] as const
) {
  const e = evaluate(set as LabelledPair[]);
  const without = evaluate(set as LabelledPair[], { titleHeld: false });
  const withoutFacts = evaluate(set as LabelledPair[], { keyFacts: false });
  console.log(
    `labelled set (${name}): ${e.pairs} pairs, ${e.truePositives + e.falseNegatives} same; ` +
      `precision ${f(e.precision)}, recall ${f(e.recall)}, F1 ${f(e.f1)} ` +
      `(${e.falsePositives} wrong merges, ${e.falseNegatives} missed; without "one title ` +
      `holds the other": ${f(without.precision)}/${f(without.recall)}; without key facts: ` +
      `${f(withoutFacts.precision)}/${f(withoutFacts.recall)})`,
  );
  if (MISSES && (name === "all" || name === "held-out")) {
    for (const { pair, reason } of e.mistakes) {
      console.log(`  ${pair.label} judged wrong (${reason}): ${pair.why}`);
      for (const r of [pair.a, pair.b]) {
        console.log(`    ${r.publishDate} ${r.sourceKind} ${r.jurisdiction}: ${r.title}`);
      }
    }
  }
}
console.log("sweep (all pairs): text threshold × title threshold → precision / recall");
for (const title of [0, 0.6, 0.8, 0.9]) {
  const cells = [0.3, 0.4, 0.5, 0.6, 0.7].map((threshold) => {
    const e = evaluate(pairs, { threshold, titleThreshold: title });
    return `${threshold}: ${f(e.precision)}/${f(e.recall)}`;
  });
  console.log(`  title ≥ ${title}  ${cells.join("  ")}`);
}
const texts = new Map<ReportFeatures, Set<string>>();
const withTrigrams = pairs.map((p) => {
  const a = featuresOf(p.a), b = featuresOf(p.b);
  texts.set(a, trigrams(`${p.a.title}\n${p.a.text}`));
  texts.set(b, trigrams(`${p.b.title}\n${p.b.text}`));
  return { p, a, b };
});
console.log("pg_trgm similarity in MinHash's place (same identifiers and guards):");
for (const title of [0, 0.8]) {
  const cells = [0.3, 0.4, 0.5, 0.6, 0.7].map((threshold) => {
    let tp = 0, fp = 0, fn = 0;
    for (const { p, a, b } of withTrigrams) {
      const same = sameChange(a, b, {
        threshold,
        titleThreshold: title,
        textSimilarity: (x, y) => trigramSimilarity(texts.get(x)!, texts.get(y)!),
      }).same;
      if (same && p.label === "same") tp++;
      if (same && p.label !== "same") fp++;
      if (!same && p.label === "same") fn++;
    }
    return `${threshold}: ${f(tp / Math.max(1, tp + fp))}/${f(tp / (tp + fn))}`;
  });
  console.log(`  title ≥ ${title}  ${cells.join("  ")}`);
}

// 2. Cost at STORED stored signatures
// Words of letters only (a digit in a title would count as a number there).
const VOCABULARY = Array.from({ length: 20_000 }, (_, i) => {
  let word = "";
  for (let k = i + 1; k > 0; k = Math.floor(k / 26)) word += String.fromCharCode(97 + (k % 26));
  return word;
});
let seed = 42;
function random(): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
}
// Words by Zipf's law, as in text: few words common, most rare.
const zipf = () => VOCABULARY[Math.floor(VOCABULARY.length ** random()) - 1]!;
const words = (n: number) => Array.from({ length: n }, zipf).join(" ");
const index = new LshIndex();
const stored: ReportFeatures[] = [];
const storedTexts: string[] = [];
let buildMs = 0;
for (let id = 0; id < STORED; id++) {
  const report = {
    title: words(12),
    text: words(150),
    link: `https://example.org/${id}`,
    sourceKind: "regulator" as const,
    jurisdiction: "EU",
    publishDate: "2026-03-01",
  };
  if (id < 2) storedTexts.push(`${report.title}\n${report.text}`);
  const t0 = performance.now();
  const features = featuresOf(report);
  index.add(id, features.signature);
  buildMs += performance.now() - t0;
  stored.push(features);
}
const heapMb = Deno.memoryUsage().heapUsed / 2 ** 20;
// Every tenth new report is a near copy of a stored one (its words with a credit line), the
// rest new; the texts are made before the clock starts.
const incoming = Array.from({ length: NEW }, (_, i) => ({
  title: words(12),
  text: words(150),
  link: `https://example.org/new/${i}`,
  sourceKind: "law_firm" as const,
  jurisdiction: "EU",
  publishDate: "2026-03-02",
}));
const perItem: number[] = [];
let candidates = 0;
const cpuBefore = process.cpuUsage();
for (const [i, report] of incoming.entries()) {
  const t0 = performance.now();
  const features = featuresOf(report);
  const found = index.candidates(i % 10 === 0 ? stored[i]!.signature : features.signature);
  candidates += found.size;
  for (const id of found) sameChange(features, stored[id]!);
  perItem.push(performance.now() - t0);
}
const cpuUsed = process.cpuUsage(cpuBefore);
const cpuPerItem = (cpuUsed.user + cpuUsed.system) / 1000 / NEW;
console.log(
  `cost: ${STORED} stored reports: features and index ${(buildMs / 1000).toFixed(1)} s ` +
    `(${Math.round(STORED / (buildMs / 1000))} items/s), heap ${heapMb.toFixed(0)} MB; ` +
    `new item (features + LSH lookup + decisions): median ${median(perItem).toFixed(3)} ms, ` +
    `CPU ${cpuPerItem.toFixed(3)} ms per item, ${(candidates / NEW).toFixed(2)} candidates ` +
    `per lookup (goal ≤ 2 ms per item); load ${Deno.loadavg()[0]!.toFixed(1)}`,
);
// One text comparison alone: MinHash's estimate against pg_trgm's similarity on the same texts.
const [sa, sb] = [trigrams(storedTexts[0]!), trigrams(storedTexts[1]!)];
for (
  const [name, fn] of [
    ["the whole rule (MinHash)", () => sameChange(stored[0]!, stored[1]!)],
    [
      "MinHash estimate alone",
      () => estimatedSimilarity(stored[0]!.signature, stored[1]!.signature),
    ],
    ["trigram similarity alone", () => trigramSimilarity(sa, sb)],
  ] as const
) {
  const start = performance.now();
  for (let i = 0; i < 100_000; i++) fn();
  console.log(`one comparison, ${name}: ${((performance.now() - start) / 100).toFixed(2)} µs`);
}

// 3. The identifier scanner on hostile text
const HOSTILE: Record<string, string> = {
  "benign report": "Commission Implementing Regulation (EU) 2026/1433 imposes a duty on imports. ",
  "act words": "Regulation (EU) No ",
  "digits": "1",
  "slashes": "2026/",
  "S.I. and No.": "S.I. 2026 No. ",
  "bill prefixes": "H.R. S. H.J.Res. ",
  "CELEX markers": "CELEX:3",
  "citation title words": "The Ab Cd (Ef) ",
  "titles ending": "Ab Regulations 2026 ",
  "citing words": "amending the Commission ",
  "many identifiers": "Regulation (EU) 2026/1 amending Regulation (EU) 2025/2 ",
  "key fact digits": "1 1 1,1 1.1 ",
  "key fact months": "12 May 12 June 2030 June 1, ",
  "key fact rates": "12,5 % 1.5 Mio. 2.25 billion ",
};
const timings: Record<string, number[]> = {};
for (const size of [5_000, 10_000, MAX_SCANNED_CHARS]) {
  for (const [name, unit] of Object.entries(HOSTILE)) {
    const text = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    // CPU time of 50 scans (after 10 to warm up): on the shared machine wall time mostly
    // measures the wait for a core.
    const scan = (t: string) => {
      scanOfficialIds(t);
      keyFactsOf("", t, 20_000);
    };
    for (let r = 0; r < 10; r++) scan(text);
    const cpu = process.cpuUsage();
    for (let r = 0; r < 50; r++) scan(text);
    const used = process.cpuUsage(cpu);
    (timings[name] ??= []).push((used.user + used.system) / 1000 / 50);
  }
}
console.log(
  `identifier and key fact scan, ms of CPU at 5,000 / 10,000 / ${MAX_SCANNED_CHARS} characters:`,
);
for (const [name, ms] of Object.entries(timings)) {
  const ratio = ms[2]! / timings["benign report"]![2]!;
  console.log(
    `  ${name.padEnd(22)} ${ms.map((m) => m.toFixed(3)).join(" / ")}  (× benign ${
      ratio.toFixed(1)
    })`,
  );
}
