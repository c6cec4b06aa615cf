/**
 * The 'Summary' sheet: who the report is for, the period, when it was made, the counts by risk,
 * the five highest priorities, and how the analysis was made.
 */
import type ExcelJS from "exceljs";
import { DATE_TIME_FORMAT, linkValue, styleLink, styleRisk, text } from "./cells.ts";
import { describeAnalysis, formatPeriod } from "./format.ts";
import { byPriority } from "./order.ts";
import type { ReportContent } from "./types.ts";

export const SUMMARY_SHEET = "Summary";
export const REPORT_TITLE = "LegalWatch AI Impact Report";
/** How many of the highest priorities the summary lists. */
export const TOP_PRIORITIES = 5;
const NOT_SET = "Not set";

/** The label of each fact, in the order the sheet lists them. */
export const SUMMARY_LABELS = {
  company: "Company",
  website: "Company Website",
  employees: "Employees",
  period: "Period",
  generatedAt: "Generated At",
  updates: "Updates Analysed",
  selected: "Updates Selected",
  high: "High Risk",
  medium: "Medium Risk",
  low: "Low Risk",
  analysis: "Analysis By",
  topPriorities: "Highest Priorities",
} as const;

/** Adds the sheet to the workbook. */
export function addSummarySheet(workbook: ExcelJS.Workbook, report: ReportContent): void {
  const sheet = workbook.addWorksheet(SUMMARY_SHEET);
  sheet.columns = [{ width: 22 }, { width: 70 }, { width: 12 }, { width: 12 }];
  const title = sheet.getCell("A1");
  title.value = REPORT_TITLE;
  title.font = { bold: true, size: 16 };

  const { company, entries } = report;
  const count = (risk: string) => entries.filter((e) => e.analysis.risk === risk).length;
  const facts: [string, ExcelJS.CellValue][] = [
    [SUMMARY_LABELS.company, text(company.name) || NOT_SET],
    [
      SUMMARY_LABELS.website,
      company.websiteUrl ? linkValue(company.websiteUrl, company.websiteUrl) : NOT_SET,
    ],
    [SUMMARY_LABELS.employees, company.employeeCount ?? NOT_SET],
    [SUMMARY_LABELS.period, formatPeriod(report.period)],
    [SUMMARY_LABELS.generatedAt, report.generatedAt],
    [SUMMARY_LABELS.updates, entries.length],
    ...(report.selectedCount === entries.length
      ? []
      : [[SUMMARY_LABELS.selected, report.selectedCount] as [string, ExcelJS.CellValue]]),
    [SUMMARY_LABELS.high, count("High")],
    [SUMMARY_LABELS.medium, count("Medium")],
    [SUMMARY_LABELS.low, count("Low")],
    [
      SUMMARY_LABELS.analysis,
      describeAnalysis(entries.map((e) => e.analysis.analysedBy), report.analyserName),
    ],
  ];
  let rowNumber = 3;
  for (const [label, value] of facts) {
    const row = sheet.getRow(rowNumber++);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    const cell = row.getCell(2);
    cell.value = value;
    cell.alignment = { horizontal: "left", vertical: "top", wrapText: true };
    if (label === SUMMARY_LABELS.generatedAt) cell.numFmt = DATE_TIME_FORMAT;
    if (label === SUMMARY_LABELS.website) styleLink(cell, company.websiteUrl);
  }

  rowNumber++;
  const heading = sheet.getCell(rowNumber++, 1);
  heading.value = SUMMARY_LABELS.topPriorities;
  heading.font = { bold: true, size: 13 };
  const header = sheet.getRow(rowNumber++);
  header.values = ["Rank", "Legal Update", "Priority", "Risk"];
  header.font = { bold: true };
  byPriority(entries).slice(0, TOP_PRIORITIES).forEach(({ update, analysis }, index) => {
    const row = sheet.getRow(rowNumber++);
    row.values = [
      index + 1,
      linkValue(update.title, update.sourceUrl),
      analysis.priority,
      analysis.risk,
    ];
    row.getCell(2).alignment = { vertical: "top", wrapText: true };
    styleLink(row.getCell(2), update.sourceUrl);
    styleRisk(row.getCell(4), analysis.risk);
  });
}
