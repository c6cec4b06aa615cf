/**
 * The 'Impact Analysis' sheet: one row per update (per change, issue 27: its other reports in
 * "Also Reported By"), highest priority first.
 */
import type ExcelJS from "exceljs";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { reportSourceName } from "../../domain/report_source.ts";
import type { ReportSource } from "../../db/queries/reports.ts";
import {
  bullets,
  type Column,
  DATE_FORMAT,
  excelDay,
  linkValue,
  setUpTable,
  styleLink,
  styleRisk,
  text,
} from "./cells.ts";
import { formatDay } from "./format.ts";
import { byPriority, entryDeadlines } from "./order.ts";
import type { ReportEntry } from "./types.ts";

export const IMPACT_SHEET = "Impact Analysis";

export const IMPACT_COLUMNS: readonly Column[] = [
  { header: "Title", key: "title", width: 45 },
  { header: "Jurisdiction", key: "jurisdiction", width: 18 },
  { header: "Category", key: "category", width: 22 },
  { header: "Publication Date", key: "publishDate", width: 15 },
  { header: "Impact Summary", key: "impactSummary", width: 60 },
  { header: "Risk", key: "risk", width: 10 },
  { header: "Required Actions", key: "requiredActions", width: 55 },
  { header: "Deadlines", key: "deadlines", width: 45 },
  { header: "Business Functions", key: "businessFunctions", width: 24 },
  { header: "Priority", key: "priority", width: 10 },
  { header: "Also Reported By", key: "alsoReportedBy", width: 50 },
];

/**
 * The change's other reports, one line each: the source's name and its report's link (a cell
 * holds one hyperlink, so the links are text). ADR 0144.
 */
function otherReportLines(reports: readonly ReportSource[]): string {
  return bullets(reports.map((r) => `${reportSourceName(r)}: ${r.sourceUrl}`));
}

/** A deadline as one line: its text, and the date it resolves to (or that it has none). */
function deadlineLine(deadline: { text: string; date: Date | null }): string {
  return deadline.date === null
    ? `${deadline.text} (date not fixed)`
    : `${deadline.text} (due ${formatDay(deadline.date)})`;
}

/** Adds the sheet to the workbook. */
export function addImpactSheet(workbook: ExcelJS.Workbook, entries: readonly ReportEntry[]): void {
  const sheet = workbook.addWorksheet(IMPACT_SHEET);
  setUpTable(sheet, IMPACT_COLUMNS);
  for (const entry of byPriority(entries)) {
    const { update, analysis } = entry;
    const row = sheet.addRow({
      title: linkValue(update.title, update.sourceUrl),
      jurisdiction: text(update.jurisdiction),
      category: update.aiCategory ?? FALLBACK_CATEGORY,
      publishDate: excelDay(update.publishDate),
      impactSummary: text(analysis.impactSummary),
      risk: analysis.risk,
      requiredActions: bullets(analysis.requiredActions),
      deadlines: bullets(entryDeadlines(entry).map(deadlineLine)),
      businessFunctions: text(analysis.businessFunctions.join(", ")),
      priority: analysis.priority,
      alsoReportedBy: otherReportLines(update.alsoReportedBy),
    });
    styleLink(row.getCell("title"), update.sourceUrl);
    row.getCell("publishDate").numFmt = DATE_FORMAT;
    styleRisk(row.getCell("risk"), analysis.risk);
    row.getCell("priority").alignment = { vertical: "top", horizontal: "center" };
  }
}
