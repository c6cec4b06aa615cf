/** The report workbook read back with exceljs, and its raw XML: what a compliance officer opens. */
import assert from "node:assert/strict";
import ExcelJS from "exceljs";
import type { ReportUpdate } from "../../db/queries/reports.ts";
import type { Obligation } from "../../domain/obligations.ts";
import type { ImpactAnalysis } from "../../workers/ai/analyser.ts";
import { dataRows, headersOf, readWorkbook, sheetOf, zipEntries } from "./read_back_test_helper.ts";
import type { ReportContent, ReportEntry, ReportObligation } from "./types.ts";
import { buildReportWorkbook } from "./workbook.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const FORMULA_TITLES = [
  '=HYPERLINK("http://evil")',
  "+1+2",
  "-2+3",
  "@SUM(A1:A2)",
  "\tTabbed title",
  "\nLine feed",
];

let nextId = 1;
function entry(
  update: Partial<ReportUpdate>,
  analysis: Partial<ImpactAnalysis>,
  obligations: ReportObligation[] = [],
): ReportEntry {
  const id = nextId++;
  return {
    update: {
      id,
      title: `Update ${id}`,
      content: "",
      aiSummary: null,
      aiCategory: "Tax",
      status: "approved",
      publishDate: new Date("2026-05-01T15:30:00Z"),
      sourceUrl: `https://example.gov/${id}`,
      jurisdiction: "United Kingdom",
      sourceName: "HMRC",
      changeId: id,
      alsoReportedBy: [],
      ...update,
    },
    analysis: {
      impactSummary: `Impact of ${id}`,
      risk: "Medium",
      requiredActions: ["Review the rule", "Update filings"],
      deadlines: [],
      businessFunctions: ["Legal", "Finance"],
      priority: 50,
      analysedBy: "offline rules",
      ...analysis,
    },
    obligations,
  };
}

function report(entries: ReportEntry[], extra: Partial<ReportContent> = {}): ReportContent {
  return {
    company: { name: "Acme Ltd", websiteUrl: "https://acme.example", employeeCount: 120 },
    period: { from: new Date("2026-03-01T00:00:00Z"), until: new Date("2026-05-31T23:59:59.999Z") },
    generatedAt: NOW,
    selectedCount: entries.length,
    analyserName: "offline rules",
    entries,
    ...extra,
  };
}

const ENTRIES = [
  entry({ title: "Low one" }, { risk: "Low", priority: 12 }),
  entry({ title: "High one", sourceUrl: "javascript:alert(1)" }, {
    risk: "High",
    priority: 88,
    deadlines: [
      { text: "Employers must comply by 1 January 2027", date: new Date("2027-01-01T00:00:00Z") },
      { text: "within 72 hours of becoming aware", date: null },
      { text: "report by 1 March 2026", date: new Date("2026-03-01T00:00:00Z") },
    ],
  }),
  entry({
    title: "Medium one",
    jurisdiction: "",
    alsoReportedBy: [
      {
        title: "HMRC welcomes the rule",
        source: "HMRC Newsroom",
        sourceUrl: "https://hmrc.example/news/1",
        publishDate: new Date("2026-05-01T16:00:00Z"),
      },
      {
        title: "What the rule means",
        source: null,
        sourceUrl: "https://www.taxfirm.example/blog/rule",
        publishDate: new Date("2026-05-02T08:00:00Z"),
      },
    ],
  }, {
    deadlines: [{ text: "within 30 days of publication", date: new Date("2026-07-01T00:00:00Z") }],
  }),
  ...FORMULA_TITLES.map((title, i) => entry({ title }, { risk: "Low", priority: 5 - i })),
];

const workbookPromise = buildReportWorkbook(report(ENTRIES)).then(async (bytes) => ({
  bytes,
  workbook: await readWorkbook(bytes),
}));

Deno.test("the workbook has the Summary, Impact Analysis, Deadlines and Obligations sheets in order", async () => {
  const { workbook } = await workbookPromise;
  assert.deepEqual(workbook.worksheets.map((s) => s.name), [
    "Summary",
    "Impact Analysis",
    "Deadlines",
    "Obligations",
  ]);
});

Deno.test("Impact Analysis has one row per update, highest priority first", async () => {
  const { workbook } = await workbookPromise;
  const sheet = sheetOf(workbook, "Impact Analysis");
  assert.deepEqual(headersOf(sheet), [
    "Title",
    "Jurisdiction",
    "Category",
    "Publication Date",
    "Impact Summary",
    "Risk",
    "Required Actions",
    "Deadlines",
    "Business Functions",
    "Priority",
    "Also Reported By",
  ]);
  const rows = dataRows(sheet);
  assert.equal(rows.length, ENTRIES.length);
  const priorities = rows.map((r) => r.getCell(10).value as number);
  assert.deepEqual(priorities, [...priorities].sort((a, b) => b - a));
  const high = rows[0]!;
  assert.equal(high.getCell(1).value, "High one", "a javascript: link stays plain text");
  assert.equal(high.getCell(6).value, "High");
  assert.equal(high.getCell(7).value, "• Review the rule\n• Update filings");
  assert.equal(
    high.getCell(8).value,
    "• Employers must comply by 1 January 2027 (due Jan 1, 2027)\n" +
      "• within 72 hours of becoming aware (date not fixed)\n" +
      "• report by 1 March 2026 (due Mar 1, 2026)",
  );
  assert.equal(high.getCell(9).value, "Legal, Finance");
  assert.equal(high.getCell(3).value, "Tax");
});

Deno.test("titles link to their http(s) source", async () => {
  const { workbook } = await workbookPromise;
  const medium = dataRows(sheetOf(workbook, "Impact Analysis"))[1]!;
  assert.equal(medium.getCell(1).type, ExcelJS.ValueType.Hyperlink);
  assert.deepEqual(
    { ...(medium.getCell(1).value as { text: string; hyperlink: string }), tooltip: undefined },
    { text: "Medium one", hyperlink: ENTRIES[2]!.update.sourceUrl, tooltip: undefined },
  );
});

Deno.test("a change's other reports are listed in 'Also Reported By', its own row only", async () => {
  const { workbook } = await workbookPromise;
  const [high, medium] = dataRows(sheetOf(workbook, "Impact Analysis"));
  assert.equal(
    medium!.getCell(11).value,
    "• HMRC Newsroom: https://hmrc.example/news/1\n" +
      "• taxfirm.example: https://www.taxfirm.example/blog/rule",
  );
  assert.equal(high!.getCell(11).value ?? "", "", "a change of one lists nothing");
});

Deno.test("risk cells are coloured red, amber and green", async () => {
  const { workbook } = await workbookPromise;
  const fills = new Map<string, string>();
  for (const row of dataRows(sheetOf(workbook, "Impact Analysis"))) {
    const cell = row.getCell(6);
    const fill = cell.fill as ExcelJS.FillPattern;
    fills.set(String(cell.value), fill.fgColor?.argb ?? "");
  }
  assert.deepEqual(Object.fromEntries(fills), {
    High: "FFFFC7CE",
    Medium: "FFFFEB9C",
    Low: "FFC6EFCE",
  });
});

Deno.test("publication dates are real date cells of the UTC day", async () => {
  const { workbook } = await workbookPromise;
  const cell = dataRows(sheetOf(workbook, "Impact Analysis"))[0]!.getCell(4);
  assert.equal(cell.type, ExcelJS.ValueType.Date);
  assert.ok(cell.value instanceof Date);
  assert.equal((cell.value as Date).toISOString(), "2026-05-01T00:00:00.000Z");
  assert.equal(cell.numFmt, "mmm d, yyyy");
});

Deno.test("table sheets have a bold frozen header and an autofilter", async () => {
  const { bytes, workbook } = await workbookPromise;
  for (const name of ["Impact Analysis", "Deadlines"]) {
    const sheet = sheetOf(workbook, name);
    assert.equal(sheet.getRow(1).getCell(1).font?.bold, true, name);
    assert.equal(sheet.views[0]?.state, "frozen", name);
    assert.equal((sheet.views[0] as ExcelJS.WorksheetViewFrozen).ySplit, 1, name);
    assert.ok((sheet.getColumn(1).width ?? 0) >= 15, name);
  }
  const xml = await zipEntries(bytes);
  assert.match(xml.get("xl/worksheets/sheet2.xml") ?? "", /<autoFilter ref="A1:K1"\/>/);
  assert.match(xml.get("xl/worksheets/sheet3.xml") ?? "", /<autoFilter ref="A1:F1"\/>/);
});

Deno.test("text that looks like a formula stays the exact text, never a formula", async () => {
  const { bytes, workbook } = await workbookPromise;
  const rows = dataRows(sheetOf(workbook, "Impact Analysis"));
  for (const title of FORMULA_TITLES) {
    const row = rows.find((r) => {
      const value = r.getCell(1).value as { text?: string } | string;
      return (typeof value === "string" ? value : value.text) === title;
    });
    assert.ok(row, `row for ${JSON.stringify(title)}`);
    const cell = row.getCell(1);
    assert.equal(cell.formula, undefined);
    assert.notEqual(cell.type, ExcelJS.ValueType.Formula);
  }
  const xml = await zipEntries(bytes);
  const sheets = [...xml].filter(([name]) => name.startsWith("xl/worksheets/sheet"));
  assert.equal(sheets.length, 4);
  for (const [name, content] of sheets) assert.doesNotMatch(content, /<f[ >]/, name);
  assert.match(xml.get("xl/sharedStrings.xml") ?? "", /=HYPERLINK\(&quot;http:\/\/evil&quot;\)/);
});

Deno.test("a formula-like plain title is a string cell holding exactly that text", async () => {
  const title = '=HYPERLINK("http://evil")';
  const bytes = await buildReportWorkbook(report([entry({ title, sourceUrl: "ftp://x" }, {})]));
  const cell = dataRows(sheetOf(await readWorkbook(bytes), "Impact Analysis"))[0]!.getCell(1);
  assert.equal(cell.type, ExcelJS.ValueType.String);
  assert.equal(cell.value, title);
});

Deno.test("characters XML cannot hold are dropped, CR becomes LF, the rest kept", async () => {
  const title = "\rBell\u0007 and null\u0000 gone,\r\ntab\tkept, emoji 📜 kept";
  const bytes = await buildReportWorkbook(report([entry({ title, sourceUrl: "" }, {})]));
  const cell = dataRows(sheetOf(await readWorkbook(bytes), "Impact Analysis"))[0]!.getCell(1);
  assert.equal(cell.value, "\nBell and null gone,\ntab\tkept, emoji 📜 kept");
});

Deno.test("Deadlines lists dated deadlines, upcoming soonest first, then those passed", async () => {
  const { workbook } = await workbookPromise;
  const sheet = sheetOf(workbook, "Deadlines");
  assert.deepEqual(headersOf(sheet), [
    "Date",
    "Status",
    "Deadline",
    "Legal Update",
    "Jurisdiction",
    "Risk",
  ]);
  const rows = dataRows(sheet).map((r) => ({
    date: (r.getCell(1).value as Date).toISOString().slice(0, 10),
    status: r.getCell(2).value,
    deadline: r.getCell(3).value,
    risk: r.getCell(6).value,
  }));
  assert.deepEqual(rows, [
    {
      date: "2026-07-01",
      status: "Upcoming",
      deadline: "within 30 days of publication",
      risk: "Medium",
    },
    {
      date: "2027-01-01",
      status: "Upcoming",
      deadline: "Employers must comply by 1 January 2027",
      risk: "High",
    },
    { date: "2026-03-01", status: "Passed", deadline: "report by 1 March 2026", risk: "High" },
  ]);
  assert.equal(sheet.getRow(2).getCell(1).type, ExcelJS.ValueType.Date);
});

Deno.test("Summary states company, period, counts by risk, top five and the analyser", async () => {
  const { workbook } = await workbookPromise;
  const sheet = sheetOf(workbook, "Summary");
  const facts = new Map<string, unknown>();
  sheet.eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
  assert.equal(facts.get("Company"), "Acme Ltd");
  assert.equal(facts.get("Employees"), 120);
  assert.equal(facts.get("Period"), "Mar 1, 2026 – May 31, 2026");
  assert.equal((facts.get("Generated At") as Date).toISOString(), NOW.toISOString());
  assert.equal(facts.get("Updates Analysed"), ENTRIES.length);
  assert.equal(facts.has("Updates Selected"), false);
  assert.equal(facts.get("High Risk"), 1);
  assert.equal(facts.get("Medium Risk"), 1);
  assert.equal(facts.get("Low Risk"), ENTRIES.length - 2);
  assert.equal(facts.get("Analysis By"), "Offline rules");
  const topStart = [...facts.keys()].indexOf("Rank");
  assert.ok(topStart > 0, "the top-priorities table has a header");
  const top: unknown[] = [];
  sheet.eachRow((row, number) => {
    if (typeof row.getCell(1).value === "number" && number > 3) top.push(row.getCell(3).value);
  });
  assert.deepEqual(top, [88, 50, 12, 5, 4]);
});

Deno.test("Summary says when Gemini and the offline rules shared the work", async () => {
  const entries = [
    entry({}, { analysedBy: "gemini-2.5-flash" }),
    entry({}, { analysedBy: "gemini-2.5-flash" }),
    entry({}, { analysedBy: "offline rules" }),
  ];
  const bytes = await buildReportWorkbook(
    report(entries, {
      selectedCount: 5,
      period: { from: null, until: null },
      company: { name: null, websiteUrl: null, employeeCount: null },
    }),
  );
  const facts = new Map<string, unknown>();
  sheetOf(await readWorkbook(bytes), "Summary").eachRow((row) =>
    facts.set(String(row.getCell(1).value), row.getCell(2).value)
  );
  assert.equal(
    facts.get("Analysis By"),
    "Gemini (gemini-2.5-flash): 2 updates; Offline rules: 1 update",
  );
  assert.equal(facts.get("Updates Selected"), 5);
  assert.equal(facts.get("Period"), "All time");
  assert.equal(facts.get("Company"), "Not set");
});

const FILE_BY: Obligation = {
  actor: "Employers",
  action: "must file the return",
  deadline: "2026-09-30",
  citation: "Employers must file the return by 30 September 2026.",
  confidence: 0.9,
};
const FORMULA_OBLIGATION: Obligation = {
  actor: "=cmd|' /C calc'!A0",
  action: "+keep records",
  deadline: null,
  citation: "@SUM(A1) Records must be kept.",
  confidence: 0.6,
};

function obligationReport() {
  return report([
    entry({ title: "Low with duties" }, { priority: 10 }, [FORMULA_OBLIGATION]),
    entry({ title: "High with duties" }, {
      priority: 90,
      deadlines: [
        { text: "the analysis's reading of the same day", date: new Date("2026-09-30T00:00:00Z") },
        { text: "the analysis's other deadline", date: new Date("2026-12-01T00:00:00Z") },
      ],
    }, [FILE_BY]),
  ]);
}

Deno.test("Obligations lists each duty: update, actor, action, a real date cell, citation", async () => {
  const sheet = sheetOf(
    await readWorkbook(await buildReportWorkbook(obligationReport())),
    "Obligations",
  );
  assert.deepEqual(headersOf(sheet), [
    "Legal Update",
    "Actor",
    "Action",
    "Deadline",
    "Citation",
    "Register Status",
  ]);
  const rows = dataRows(sheet);
  assert.equal(rows.length, 2);
  const [first, second] = rows;
  // Highest priority update first.
  assert.deepEqual(
    (first!.getCell(1).value as ExcelJS.CellHyperlinkValue).text,
    "High with duties",
  );
  assert.equal(first!.getCell(2).value, "Employers");
  assert.equal(first!.getCell(4).type, ExcelJS.ValueType.Date);
  assert.equal((first!.getCell(4).value as Date).toISOString(), "2026-09-30T00:00:00.000Z");
  assert.equal(first!.getCell(4).numFmt, "mmm d, yyyy");
  assert.equal(first!.getCell(5).value, FILE_BY.citation);
  // No deadline: an empty cell; text that looks like a formula stays text.
  assert.equal(second!.getCell(4).value, null);
  for (
    const [i, value] of [[2, FORMULA_OBLIGATION.actor], [3, FORMULA_OBLIGATION.action], [
      5,
      FORMULA_OBLIGATION.citation,
    ]] as const
  ) {
    assert.equal(second!.getCell(i).type, ExcelJS.ValueType.String);
    assert.equal(second!.getCell(i).value, value);
  }
});

Deno.test("Obligations gives each duty's status in the caller's register", async () => {
  const content = report([
    entry({ title: "Held" }, { priority: 90 }, [{ ...FILE_BY, id: 7 }]),
    entry({ title: "Not held" }, { priority: 10 }, [{ ...FILE_BY, id: 8 }]),
  ]);
  const sheet = sheetOf(
    await readWorkbook(
      await buildReportWorkbook({ ...content, registerStatuses: new Map([[7, "In progress"]]) }),
    ),
    "Obligations",
  );
  assert.deepEqual(dataRows(sheet).map((r) => r.getCell(6).value), [
    "In progress",
    "Not in register",
  ]);
});

Deno.test("Deadlines come from the obligations first, then the analysis on other days", async () => {
  const workbook = await readWorkbook(await buildReportWorkbook(obligationReport()));
  const deadlines = dataRows(sheetOf(workbook, "Deadlines")).map((r) => [
    (r.getCell(1).value as Date).toISOString().slice(0, 10),
    r.getCell(3).value,
  ]);
  assert.deepEqual(deadlines, [
    ["2026-09-30", "Employers: must file the return"],
    ["2026-12-01", "the analysis's other deadline"],
  ]);
  const impact = dataRows(sheetOf(workbook, "Impact Analysis"))[0]!;
  assert.match(String(impact.getCell(8).value), /^• Employers: must file the return \(due /);
});

Deno.test("Obligations says so when the updates have none", async () => {
  const sheet = sheetOf(
    await readWorkbook(await buildReportWorkbook(report(ENTRIES))),
    "Obligations",
  );
  assert.equal(sheet.getCell(2, 1).value, "No obligations were found in the selected updates.");
});
