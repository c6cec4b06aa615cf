/**
 * Report speed and memory (issue 7): 200 approved updates (the demo texts) in a throwaway
 * PostgreSQL (PGlite when no server binaries are installed), the offline analyser, and the call
 * POST /api/auth/reports/generate through a real Deno.serve on 127.0.0.1. Prints:
 * - the call's median time end to end (target ≤ 1.5 s) and its parts (analysis, workbook);
 * - the server process's peak resident memory growth during one report (target ≤ 150 MB),
 *   from Linux's VmHWM after resetting it through /proc/self/clear_refs;
 * - exceljs alone writing the same cells (no styles) and the ratio of the call to it.
 * `deno run -A scripts/bench/report_bench.ts [--runs N] [--updates N]`
 */
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { createAppOver, makeUser, TEST_PASSWORD } from "../../api/testing.ts";
import { analyseUpdates } from "../../api/reports/impact_analysis.ts";
import { buildReportWorkbook } from "../../api/reports/workbook.ts";
import type { ReportEntry } from "../../api/reports/types.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { findReportUpdates } from "../../db/queries/reports.ts";
import { jurisdictions, legalUpdates, users } from "../../db/schema.ts";
import { generateDemoUpdates } from "../../db/seed/demo_updates.ts";
import { createOfflineAnalyser } from "../../workers/ai/offline.ts";
import { startThrowawayPostgres } from "../throwaway_postgres.ts";
import { median } from "./stats.ts";

function flag(name: string): string | undefined {
  const at = Deno.args.indexOf(name);
  return at >= 0 ? Deno.args[at + 1] : undefined;
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}

/** Resident and peak resident memory of this process in bytes (Linux), or null elsewhere. */
function memory(): { rss: number; peak: number } | null {
  try {
    const status = Deno.readTextFileSync("/proc/self/status");
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
    return { rss: kb("VmRSS"), peak: kb("VmHWM") };
  } catch {
    return null;
  }
}

/** Resets the peak (VmHWM) to the current RSS. */
function resetPeak(): boolean {
  try {
    Deno.writeTextFileSync("/proc/self/clear_refs", "5");
    return true;
  } catch {
    return false;
  }
}

/** Stores `count` approved updates made from the demo texts; answers their ids. */
async function storeUpdates(db: Database["db"], count: number, now: Date): Promise<number[]> {
  const demo = generateDemoUpdates(now);
  const names = [...new Set(demo.map((d) => d.jurisdiction))];
  const stored = await db.insert(jurisdictions).values(names.map((name) => ({ name })))
    .returning({ id: jurisdictions.id, name: jurisdictions.name });
  const byName = new Map(stored.map((j) => [j.name, j.id]));
  const rows = Array.from({ length: count }, (_, i) => {
    const d = demo[i % demo.length]!;
    const url = `${d.sourceUrl}${d.sourceUrl.includes("?") ? "&" : "?"}copy=${i}`;
    return {
      title: d.title,
      content: d.content,
      aiSummary: d.aiSummary,
      aiCategory: d.aiCategory,
      status: "approved" as const,
      publishDate: d.publishDate,
      approvedAt: d.publishDate,
      sourceUrl: url,
      sourceUrlKey: url,
      jurisdictionId: byName.get(d.jurisdiction) ?? null,
      analysisState: "done" as const,
    };
  });
  const ids = await db.insert(legalUpdates).values(rows).returning({ id: legalUpdates.id });
  return ids.map((r) => r.id);
}

/** exceljs writing the same cell values as the report, without styles, links or ordering. */
async function exceljsAlone(entries: ReportEntry[]): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  const summary = workbook.addWorksheet("Summary");
  for (let i = 0; i < 18; i++) summary.addRow(["Label", `Value ${i}`, i, "High"]);
  const impact = workbook.addWorksheet("Impact Analysis");
  const deadlines = workbook.addWorksheet("Deadlines");
  impact.addRow([
    "Title",
    "Jurisdiction",
    "Category",
    "Publication Date",
    "Impact Summary",
    "Risk",
  ]);
  for (const { update, analysis } of entries) {
    impact.addRow([
      { text: update.title, hyperlink: update.sourceUrl },
      update.jurisdiction,
      update.aiCategory,
      update.publishDate,
      analysis.impactSummary,
      analysis.risk,
      analysis.requiredActions.map((a) => `• ${a}`).join("\n"),
      analysis.deadlines.map((d) => `• ${d.text}`).join("\n"),
      analysis.businessFunctions.join(", "),
      analysis.priority,
    ]);
    for (const d of analysis.deadlines) {
      if (d.date) {
        deadlines.addRow([
          d.date,
          "Upcoming",
          d.text,
          update.title,
          update.jurisdiction,
          analysis.risk,
        ]);
      }
    }
  }
  return (await workbook.xlsx.writeBuffer()).byteLength;
}

export async function main(): Promise<void> {
  const runs = Number(flag("--runs") ?? 7);
  const count = Number(flag("--updates") ?? 200);
  const cluster = await startThrowawayPostgres();
  const database = await openDatabase(cluster ? { url: cluster.url } : {});
  console.log(`database: ${cluster ? "throwaway PostgreSQL" : "PGlite (no server binaries)"}`);
  let server: Deno.HttpServer<Deno.NetAddr> | undefined;
  try {
    await database.migrate();
    const db = database.db;
    const now = new Date();
    const ids = await storeUpdates(db, count, now);
    const account = await makeUser(db, "user", {}, now);
    await db.update(users).set({
      reportsRemaining: 100_000,
      maxReports: 100_000,
      companyName: "Acme Ltd",
      companyWebsiteUrl: "https://acme.example",
      employeeCount: 1200,
    }).where(eq(users.id, account.id));

    const analyser = createOfflineAnalyser();
    const { app } = createAppOver(db, { analyser, webRoot: "/nonexistent" });
    server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
    const base = `http://127.0.0.1:${server.addr.port}`;
    // The CSRF rule (spec DECISIONS.md) wants the server's own origin, as a browser sends it.
    const headers = { origin: base, "content-type": "application/json" };
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
    });
    await login.body?.cancel();
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    if (login.status !== 200) throw new Error(`bench: login answered ${login.status}`);
    const generate = async () => {
      const response = await fetch(`${base}/api/auth/reports/generate`, {
        method: "POST",
        headers: { ...headers, cookie },
        body: JSON.stringify({ legalUpdateIds: ids }),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (response.status !== 200) {
        throw new Error(`bench: ${response.status} ${new TextDecoder().decode(bytes)}`);
      }
      return bytes.byteLength;
    };

    // Parts, for the note: the analysis and the workbook on their own.
    const updates = await findReportUpdates(db, ids);
    const company = { name: "Acme Ltd", websiteUrl: "https://acme.example", employeeCount: 1200 };
    // Memory: the first report in a fresh server (cold: JIT, exceljs's first use) and a later one.
    const canReset = resetPeak();
    const coldBefore = memory();
    await generate();
    const coldAfter = memory();
    for (let i = 0; i < 2; i++) await generate(); // warm up (JIT, connections)
    const [analysisMs, entries] = await timed(() =>
      analyseUpdates(analyser, updates, { company, now })
    );
    const [workbookMs, size] = await timed(async () =>
      (await buildReportWorkbook({
        company,
        period: { from: null, until: null },
        generatedAt: now,
        selectedCount: entries.length,
        analyserName: analyser.name,
        entries,
      })).byteLength
    );
    for (let i = 0; i < 2; i++) await exceljsAlone(entries);

    const callTimes: number[] = [];
    const aloneTimes: number[] = [];
    for (let i = 0; i < runs; i++) { // interleaved: both see the same load
      callTimes.push((await timed(generate))[0]);
      aloneTimes.push((await timed(() => exceljsAlone(entries)))[0]);
    }
    resetPeak();
    const before = memory();
    await generate();
    const after = memory();
    const callMs = median(callTimes);
    const aloneMs = median(aloneTimes);
    console.log(`report of ${count} updates: ${(size / 1024).toFixed(0)} KB`);
    console.log(
      `  POST /api/auth/reports/generate median ${
        callMs.toFixed(0)
      } ms over ${runs} runs (target ≤ 1500)`,
    );
    console.log(
      `  parts (one run): analysis ${analysisMs.toFixed(0)} ms, workbook ${
        workbookMs.toFixed(0)
      } ms`,
    );
    console.log(
      `  exceljs alone, same cells: median ${aloneMs.toFixed(0)} ms; ratio ${
        (callMs / aloneMs).toFixed(2)
      }`,
    );
    if (before && after && coldBefore && coldAfter && canReset) {
      const mb = (a: { peak: number }, b: { rss: number }) =>
        ((a.peak - b.rss) / 1024 / 1024).toFixed(1);
      console.log(
        `  server peak RSS growth: first report ${mb(coldAfter, coldBefore)} MB, later report ${
          mb(after, before)
        } MB (target ≤ 150); RSS after ${(after.rss / 1024 / 1024).toFixed(0)} MB`,
      );
    } else {
      console.log("  server peak RSS growth: not measurable here (needs Linux /proc)");
    }
  } finally {
    await server?.shutdown();
    await database.close();
    await cluster?.stop();
  }
}

if (import.meta.main) await main();
