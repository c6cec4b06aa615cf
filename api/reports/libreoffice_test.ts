/**
 * The report opens in a real spreadsheet program: LibreOffice converts every sheet to CSV without
 * error, and a formula-like title comes out as its text, not as a computed value. Skipped when
 * `soffice` is not installed, unless CI=true (CI installs libreoffice-calc-nogui).
 */
import assert from "node:assert/strict";
import { createOfflineAnalyser } from "../../workers/ai/offline.ts";
import type { ReportUpdate } from "../../db/queries/reports.ts";
import { analyseUpdates } from "./impact_analysis.ts";
import { buildReportWorkbook } from "./workbook.ts";

function sofficeInstalled(): boolean {
  try {
    return new Deno.Command("soffice", { args: ["--version"], stdout: "null", stderr: "null" })
      .outputSync().success;
  } catch {
    return false;
  }
}

const installed = sofficeInstalled();
if (!installed && Deno.env.get("CI") === "true") {
  throw new Error("reports: CI=true but LibreOffice (soffice) is not installed");
}

const NOW = new Date("2026-06-15T12:00:00Z");
const EVIL = '=HYPERLINK("http://evil")';

function update(id: number, title: string, content: string): ReportUpdate {
  return {
    id,
    title,
    content,
    aiSummary: null,
    aiCategory: "Data Protection & Cybersecurity",
    status: "approved",
    publishDate: new Date("2026-05-01T00:00:00Z"),
    sourceUrl: `https://example.gov/notice/${id}?a=1&b=2`,
    jurisdiction: "European Union",
    sourceName: "EUR-Lex",
    changeId: id,
    alsoReportedBy: [],
  };
}

Deno.test({
  name: "LibreOffice converts every sheet of a report to CSV",
  ignore: !installed,
  async fn() {
    const updates = [
      update(1, EVIL, "Controllers must notify breaches within 72 hours. Fines apply."),
      update(
        2,
        "Data Act applies from 12 September 2026",
        "Providers shall comply by 12 September 2026.",
      ),
      update(
        3,
        "Draft guidance on cookies — consultation",
        "The authority may consult on draft guidance.",
      ),
    ];
    const entries = await analyseUpdates(createOfflineAnalyser(), updates, {
      company: { name: 'Acme, "Ltd"', websiteUrl: null, employeeCount: 300 },
      now: NOW,
      obligations: new Map([[2, [{
        actor: "=Providers",
        action: "shall comply",
        deadline: "2026-09-12",
        citation: "Providers shall comply by 12 September 2026.",
        confidence: 0.9,
      }]]]),
    });
    const bytes = await buildReportWorkbook({
      company: { name: 'Acme, "Ltd"', websiteUrl: null, employeeCount: 300 },
      period: { from: null, until: null },
      generatedAt: NOW,
      selectedCount: 3,
      analyserName: "offline rules",
      entries,
    });
    const dir = await Deno.makeTempDir({ prefix: "legalwatch-soffice-" });
    try {
      const file = `${dir}/report.xlsx`;
      await Deno.writeFile(file, bytes);
      const out = await new Deno.Command("soffice", {
        args: [
          `-env:UserInstallation=file://${dir}/profile`,
          "--headless",
          "--convert-to",
          "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1",
          "--outdir",
          `${dir}/out`,
          file,
        ],
        stdout: "piped",
        stderr: "piped",
      }).output();
      const log = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
      assert.equal(out.success, true, log);
      const produced = [...Deno.readDirSync(`${dir}/out`)].map((e) => e.name).sort();
      assert.deepEqual(produced, [
        "report-Deadlines.csv",
        "report-Impact Analysis.csv",
        "report-Obligations.csv",
        "report-Summary.csv",
      ], log);
      const impact = await Deno.readTextFile(`${dir}/out/report-Impact Analysis.csv`);
      assert.match(impact, /^Title,Jurisdiction,Category,Publication Date,/);
      assert.ok(impact.includes('"=HYPERLINK(""http://evil"")"'), "the title stays text");
      assert.doesNotMatch(impact, /^http:\/\/evil/m);
      const deadlines = await Deno.readTextFile(`${dir}/out/report-Deadlines.csv`);
      // Exported unformatted: a real date cell comes out in the locale's date form, not as text.
      assert.match(
        deadlines,
        // The obligation's deadline replaces the analysis's reading of the same day.
        /^09\/12\/2026,Upcoming,=Providers: shall comply,/m,
      );
      const obligations = await Deno.readTextFile(`${dir}/out/report-Obligations.csv`);
      assert.match(
        obligations,
        /^Data Act applies from 12 September 2026,=Providers,shall comply,09\/12\/2026,Providers shall comply by 12 September 2026\.,Not in register$/m,
      );
      const summary = await Deno.readTextFile(`${dir}/out/report-Summary.csv`);
      assert.match(summary, /Company,"Acme, ""Ltd"""/);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
