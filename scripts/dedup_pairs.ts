/**
 * Writes the labelled set of the same-change matcher, workers/dedup/testdata/pairs.jsonl, from the
 * hand-written reports (reports_*.json: reports grouped by the act they report, and groups in a
 * series of look-alike acts) and the hand-written hard pairs (hard_pairs.json):
 * - every two reports of one group: same;
 * - every two reports of two groups of one series: different (the look-alikes);
 * - the k-th reports of two groups of one jurisdiction and different series: different;
 * - the hard pairs as written (a report is written out or named "group#index");
 * - generated: a news digest's copy of each regulator's report (title prefixed with the
 *   jurisdiction, the last sentence cut, a credit line added, a day later, as specialist
 *   source): same as its original (its relation to the rest is its original's), different
 *   from the reports of the other groups of its series.
 *   Their why starts with "generated:", so the evaluation can tell them from the written ones.
 * The held-out set, holdout_pairs.jsonl, is made the same way from reports_holdout.json alone
 * (no hard pairs): written after the rule's first version and never used to tune it, so its
 * figures tell how the rule does on reports it was not fitted to.
 * Run `deno run -A scripts/dedup_pairs.ts` after editing the reports; the output is committed.
 */
import type { Report } from "../workers/dedup/report_features.ts";

interface Group {
  id: string;
  series: string;
  reports: Report[];
}
interface HardPair {
  a: string | Report;
  b: string | Report;
  label: "same" | "different";
  why: string;
}

const DIR = new URL("../workers/dedup/testdata/", import.meta.url);
const readJson = async (name: string) => JSON.parse(await Deno.readTextFile(new URL(name, DIR)));

/** A digest's copy of a regulator's report, as news aggregators republish press releases. */
function digestCopy(report: Report): Report {
  const sentences = report.text.split(/(?<=\.) /);
  const kept = sentences.length > 2 ? sentences.slice(0, -1) : sentences;
  const day = new Date(Date.parse(report.publishDate) + 86_400_000).toISOString().slice(0, 10);
  const slug = report.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(0, 60);
  return {
    ...report,
    jurisdiction: null,
    publishDate: day,
    link: `https://www.regwatch-digest.com/${report.jurisdiction?.toLowerCase() ?? "intl"}/${slug}`,
    title: `${report.jurisdiction}: ${report.title}`,
    text: `${kept.join(" ")} Read the full release on the regulator's website.`,
  };
}

/** The labelled pairs of the groups in `files` and the hard pairs of `hardFile`. */
async function pairsOf(files: string[], hardFile: string | null): Promise<string[]> {
  const groups: Group[] = [];
  for (const name of files) groups.push(...await readJson(name));
  const hard: HardPair[] = hardFile ? await readJson(hardFile) : [];
  const written = new Set(groups.flatMap((g) => g.reports));
  const copies = new Map<Report, Report>();
  for (const g of groups) {
    const regulator = g.reports.find((r) =>
      r.sourceKind === "regulator" && r.jurisdiction !== null
    );
    if (regulator) copies.set(regulator, digestCopy(regulator));
  }

  const byRef = new Map<string, Report>(
    groups.flatMap((g) => g.reports.map((r, i) => [`${g.id}#${i}`, r] as const)),
  );
  const refOf = new Map([...byRef].map(([ref, report]) => [report, ref]));

  function withCopies(reports: Report[]): Report[] {
    return [...reports, ...reports.flatMap((r) => copies.get(r) ?? [])];
  }

  function whyGenerated(a: Report, b: Report): string {
    return written.has(a) && written.has(b) ? "" : "generated: ";
  }

  function resolve(report: string | Report): Report {
    if (typeof report !== "string") return report;
    const found = byRef.get(report);
    if (!found) throw new Error(`dedup_pairs: no report ${report}`);
    return found;
  }

  const lines: string[] = [];
  const seen = new Set<string>();
  function add(a: Report, b: Report, label: string, why: string) {
    const key = [refOf.get(a) ?? a.link, refOf.get(b) ?? b.link].sort().join(" ");
    if (seen.has(key)) return;
    seen.add(key);
    lines.push(JSON.stringify({ a, b, label, why }));
  }

  for (const pair of hard) add(resolve(pair.a), resolve(pair.b), pair.label, pair.why);
  for (const g of groups) {
    g.reports.forEach((a, i) =>
      g.reports.slice(i + 1).forEach((b) =>
        add(
          a,
          b,
          "same",
          `${whyGenerated(a, b)}one act (${g.id}): ${a.sourceKind} and ${b.sourceKind}`,
        )
      )
    );
  }
  for (const [original, copy] of copies) {
    add(original, copy, "same", "generated: a digest's copy of the regulator's report");
  }
  groups.forEach((g, i) => {
    for (const h of groups.slice(i + 1)) {
      if (g.series === h.series) {
        for (const a of withCopies(g.reports)) {
          for (const b of withCopies(h.reports)) {
            add(a, b, "different", `${whyGenerated(a, b)}two acts of one series (${g.series})`);
          }
        }
      } else if (g.reports[0]!.jurisdiction === h.reports[0]!.jurisdiction) {
        g.reports.forEach((a, k) => {
          const b = h.reports[k];
          if (b) add(a, b, "different", `two acts of one jurisdiction (${g.id}, ${h.id})`);
        });
      }
    }
  });
  return lines;
}

const SETS = [
  {
    out: "pairs.jsonl",
    hard: "hard_pairs.json",
    files: ["reports_eu.json", "reports_uk.json", "reports_us.json", "reports_national.json"],
  },
  { out: "holdout_pairs.jsonl", hard: null, files: ["reports_holdout.json"] },
];
for (const set of SETS) {
  const lines = await pairsOf(set.files, set.hard);
  await Deno.writeTextFile(new URL(set.out, DIR), lines.join("\n") + "\n");
  console.log(`dedup_pairs: ${set.out}: ${lines.length} pairs`);
}
