/**
 * `deno task bench dedup` (with dedup_bench.ts): grouping at ingest on real PostgreSQL (issue 27,
 * ADR 0141).
 * 1. Ingest side by side: the ingest bench's new-items phase (50 feeds × 200 items, loopback
 *    servers, the real sync with inline analysis) with grouping off and on, twice each.
 * 2. Grouping cost at 100,000 stored reports with features (seeded by SQL: generated rows, their
 *    features computed here from Zipf text over a year, 3 in 10 about an act): 20 documents of
 *    100 new reports (1 in 10 a copy of a stored report, 1 in 10 about a stored act) are stored
 *    grouped as the sync stores them (insert_grouped.ts), and each also stored plainly: what
 *    features and grouping add per new report is the difference.
 *    1 in 3 generated reports states a start date ahead and 1 in 5 a rate (key facts, ADR 0175),
 *    so the candidates by key fact (ADR 0184) are paid for.
 * 3. Recall in the product: each labelled pair (workers/dedup/testdata/pairs.jsonl) on an empty
 *    database, its reports stored and grouped one after the other (earlier first) through the real
 *    grouping: a pair is joined when they end in one change. Precision / recall of that.
 * Goals: ingest ≥ 2,000 items/s with grouping on; grouping ≤ 2 ms per new item; precision ≥ 0.98.
 * `deno run -A scripts/bench/dedup_grouping_bench.ts [--stored N] [--only ingest|cost|recall]`
 */
import { sql } from "drizzle-orm";
import { type Db, openDatabase, rowsOf } from "../../db/client.ts";
import { insertNewUpdatesKeyed, type NewUpdate } from "../../db/queries/ingest.ts";
import { insertFeatures } from "../../db/queries/report_features.ts";
import { jurisdictions, rssSources } from "../../db/schema.ts";
import { mulberry32 } from "../../db/seed/prng.ts";
import { readLabelledSet } from "../../workers/dedup/evaluation.ts";
import { insertGrouped } from "../../workers/dedup/insert_grouped.ts";
import { isOfficialReport } from "../../workers/dedup/official_report.ts";
import { featuresOf, type Report } from "../../workers/dedup/report_features.ts";
import { toStored } from "../../workers/dedup/stored_features.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { serveFeeds, timedSync } from "./ingest_bench.ts";
import { cpuNow } from "./database_cpu.ts";
import { median } from "./stats.ts";

const arg = (name: string, fallback: number) => {
  const at = Deno.args.indexOf(`--${name}`);
  return at >= 0 ? Number(Deno.args[at + 1]) : fallback;
};
const STORED = arg("stored", 100_000);
const DOCUMENTS = 20;
const PER_DOCUMENT = 100;

const random = mulberry32(27);
const VOCABULARY = Array.from({ length: 20_000 }, (_, i) => {
  let word = "";
  for (let k = i + 1; k > 0; k = Math.floor(k / 26)) word += String.fromCharCode(97 + (k % 26));
  return word;
});
// Words by Zipf's law, as in text: few words common, most rare.
const zipf = () => VOCABULARY[Math.floor(VOCABULARY.length ** random()) - 1]!;
const words = (n: number) => Array.from({ length: n }, zipf).join(" ");
const dayOf = (i: number) => new Date(Date.UTC(2025, 6, 1) + (i % 365) * 86_400_000);

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A key fact's sentence for 1 in 3 reports (a date up to 60 days ahead), 1 in 5 (a rate). */
function factsOf(i: number): string {
  let text = "";
  if (i % 3 === 0) {
    const d = new Date(dayOf(i).getTime() + (1 + (i % 60)) * 86_400_000);
    text += ` It applies from ${d.getUTCDate()} ${
      MONTH_NAMES[d.getUTCMonth()]
    } ${d.getUTCFullYear()}.`;
  }
  if (i % 5 === 0) text += ` The rate is ${1 + (i % 40)}.${i % 10} %.`;
  return text;
}

/** A generated report; 3 in 10 are about an act ("Regulation (EU) 2025/N"). */
function reportOf(i: number, link: string): Report {
  const act = i % 10 < 3 ? `Regulation (EU) 2025/${1 + (i % 9_000)} ` : "";
  return {
    title: `${act}${words(10)}`,
    text: words(150) + factsOf(i),
    link,
    sourceKind: "regulator",
    jurisdiction: "1",
    publishDate: dayOf(i).toISOString().slice(0, 10),
  };
}

async function ingestSideBySide(db: Db): Promise<string[]> {
  const lines: string[] = [];
  const host = serveFeeds(50, 200, 10);
  try {
    const [j] = await db.insert(jurisdictions).values({ name: "Bench" }).returning();
    await db.insert(rssSources).values(host.urls.map((url, i) => ({
      jurisdictionId: j!.id,
      name: `Bench feed ${i}`,
      url,
    })));
    for (const groupReports of [false, true, false, true]) {
      await db.execute(sql`truncate legal_updates, legal_update_bands restart identity cascade`);
      await db.update(rssSources).set({ etag: null, lastModified: null });
      const phase = `ingest, grouping ${groupReports ? "on" : "off"}`;
      const before = await cpuNow(db);
      const r = await timedSync(db, phase, { items: 10_000, groupReports });
      const after = await cpuNow(db);
      const line = `${phase.padEnd(22)} ${r.inserted} inserted in ${Math.round(r.ms)} ms: ` +
        `${Math.round(r.itemsPerSecond)} items/s; CPU ${after.deno - before.deno} ms here, ` +
        `${after.postgres - before.postgres} ms PostgreSQL (load ${Deno.loadavg()[0]!.toFixed(1)})`;
      console.log(line);
      lines.push(line);
    }
  } finally {
    await host.close();
  }
  return lines;
}

/** Stores STORED reports and their features (rows by SQL, features in chunks). */
async function seedStored(db: Db): Promise<Report[]> {
  await db.execute(sql`truncate legal_updates, legal_update_bands restart identity cascade`);
  await db.execute(sql`
    insert into legal_updates (title, content, source_url, source_url_key, publish_date, status)
    select 'Stored report ' || i, '', 'https://stored.example/' || i,
      'https://stored.example/' || i,
      timestamptz '2025-07-01' + ((i - 1) % 365) * interval '1 day', 'approved'
    from generate_series(1, ${STORED}) as i`);
  const reports: Report[] = [];
  for (let start = 0; start < STORED; start += 2_000) {
    const chunk = [];
    for (let i = start; i < Math.min(STORED, start + 2_000); i++) {
      const report = reportOf(i, `https://stored.example/${i + 1}`);
      reports.push(report);
      chunk.push(toStored(i + 1, featuresOf(report), { official: false }));
    }
    await insertFeatures(db, chunk);
  }
  await db.execute(sql`analyze legal_updates`);
  await db.execute(sql`analyze legal_update_features`);
  return reports;
}

async function groupingCost(db: Db): Promise<string> {
  const stored = await seedStored(db);
  const perItem: number[] = [];
  const added = { ms: 0, reports: 0 };
  const cpu = { deno: 0, postgres: 0 };
  let joined = 0;
  for (let d = 0; d < DOCUMENTS; d++) {
    const reports = Array.from({ length: PER_DOCUMENT }, (_, k) => {
      const i = d * PER_DOCUMENT + k;
      const link = `https://new.example/${i}`;
      const near = Math.floor(random() * STORED);
      // A copy of a stored report (a digest republishing it), or a report about its act.
      if (k % 10 === 0) return { ...stored[near]!, link };
      if (k % 10 === 1) return { ...reportOf(near - (near % 10), link), text: words(120) };
      return reportOf(STORED + i, link);
    });
    const rows: NewUpdate[] = reports.map((r) => ({
      title: r.title,
      content: r.text,
      sourceUrl: r.link,
      sourceUrlKey: r.link,
      publishDate: new Date(`${r.publishDate}T09:00:00Z`),
      jurisdictionId: null,
      rssSourceId: null,
    }));
    // What grouping adds: storing the document grouped, as the sync does, against storing the
    // same rows plainly (under keys of their own: without features, nothing finds them).
    const plain = rows.map((r) => ({ ...r, sourceUrlKey: `${r.sourceUrlKey}#plain` }));
    const t0 = performance.now();
    await insertNewUpdatesKeyed(db, plain);
    const cpu0 = await cpuNow(db);
    const t1 = performance.now();
    const grouped = await insertGrouped(
      db,
      rows.map((row, k) => ({ row, features: featuresOf(reports[k]!), official: false })),
    );
    const t2 = performance.now();
    const cpu1 = await cpuNow(db);
    joined += grouped.joined;
    perItem.push(((t2 - t1) - (t1 - t0)) / grouped.inserted.length);
    added.ms += (t2 - t1) - (t1 - t0);
    added.reports += grouped.inserted.length;
    cpu.deno += cpu1.deno - cpu0.deno;
    cpu.postgres += cpu1.postgres - cpu0.postgres;
  }
  const perReport = (ms: number) => (ms / (DOCUMENTS * PER_DOCUMENT)).toFixed(3);
  return `grouping at ${STORED.toLocaleString("en-GB")} stored reports: ` +
    `${DOCUMENTS} documents of ${PER_DOCUMENT} new reports, ${joined} joined a change; ` +
    `features + grouping add per new report (stored grouped − stored plainly): ` +
    `${(added.ms / added.reports).toFixed(3)} ms over all (goal ≤ 2 ms), by document median ` +
    `${median(perItem).toFixed(3)} ms, max ${Math.max(...perItem).toFixed(3)} ms; ` +
    `CPU per new report stored grouped ${perReport(cpu.deno)} ms here + ` +
    `${perReport(cpu.postgres)} ms PostgreSQL`;
}

/** Stores one report grouped, as a document of its own. */
async function storeAndGroup(db: Db, report: Report, key: string): Promise<void> {
  const row: NewUpdate = {
    title: report.title,
    content: report.text,
    sourceUrl: report.link,
    sourceUrlKey: key,
    publishDate: new Date(`${report.publishDate}T09:00:00Z`),
    jurisdictionId: null,
    rssSourceId: null,
  };
  const official = isOfficialReport({ format: "auto", link: report.link });
  await insertGrouped(db, [{ row, features: featuresOf(report), official }]);
}

/** Precision and recall of the labelled pairs grouped through the real grouping. */
async function productRecall(db: Db): Promise<string> {
  const pairs = await readLabelledSet();
  let tp = 0, fp = 0, fn = 0;
  for (const pair of pairs) {
    await db.execute(sql`truncate legal_updates, legal_update_bands restart identity cascade`);
    const [first, second] = pair.a.publishDate <= pair.b.publishDate
      ? [pair.a, pair.b]
      : [pair.b, pair.a];
    // Keys of their own: a pair's two reports may share a link (a corrigendum's page).
    await storeAndGroup(db, first, "a");
    await storeAndGroup(db, second, "b");
    const changes = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(distinct coalesce(primary_id, id))::int as n from legal_updates`),
    );
    const joined = changes[0]!.n === 1;
    const same = pair.label === "same";
    if (joined && same) tp++;
    if (joined && !same) fp++;
    if (!joined && same) fn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp / (tp + fn);
  return `grouping the ${pairs.length} labelled pairs on PostgreSQL (each pair alone, earlier ` +
    `first): precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} ` +
    `(${tp} joined of ${tp + fn} same, ${fp} wrongly joined)`;
}

const pg = await startThrowawayPostgres();
if (!pg) throw new Error("bench: no PostgreSQL server binaries found");
const database = await openDatabase({ url: pg.url });
try {
  await database.migrate();
  const at = Deno.args.indexOf("--only");
  const only = at >= 0 ? Deno.args[at + 1] : undefined;
  if (only === undefined || only === "ingest") await ingestSideBySide(database.db);
  if (only === undefined || only === "cost") console.log(await groupingCost(database.db));
  if (only === undefined || only === "recall") console.log(await productRecall(database.db));
  const load = Deno.loadavg().map((n) => n.toFixed(1)).join(" ");
  console.log(`load average ${load} on ${navigator.hardwareConcurrency} cores`);
} finally {
  await database.close();
  await pg.stop();
}
