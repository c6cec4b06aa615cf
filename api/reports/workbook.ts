/**
 * The report workbook (exceljs): Summary, Impact Analysis, Deadlines and Obligations sheets, written to an
 * in-memory buffer (a 500-update report is a few hundred kilobytes).
 */
import { loadExcelJs } from "./exceljs.ts";
import { addDeadlinesSheet } from "./deadlines_sheet.ts";
import { addImpactSheet } from "./impact_sheet.ts";
import { addObligationsSheet } from "./obligations_sheet.ts";
import { addSummarySheet } from "./summary_sheet.ts";
import type { ReportContent } from "./types.ts";

/** The MIME type of an .xlsx file. */
export const XLSX_CONTENT_TYPE =
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Builds the report's .xlsx bytes. */
export async function buildReportWorkbook(report: ReportContent): Promise<Uint8Array<ArrayBuffer>> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "LegalWatch";
  workbook.created = report.generatedAt;
  workbook.modified = report.generatedAt;
  addSummarySheet(workbook, report);
  addImpactSheet(workbook, report.entries);
  addDeadlinesSheet(workbook, report.entries, report.generatedAt);
  addObligationsSheet(workbook, report.entries, report.registerStatuses);
  // exceljs answers a Node Buffer, already a Uint8Array: no copy needed.
  const buffer: unknown = await workbook.xlsx.writeBuffer();
  return buffer instanceof Uint8Array
    ? buffer as Uint8Array<ArrayBuffer>
    : new Uint8Array(buffer as ArrayBuffer);
}
