/** The 'Deadlines' sheet: one row per dated deadline, what is due next first. */
import type ExcelJS from "exceljs";
import {
  type Column,
  DATE_FORMAT,
  excelDay,
  linkValue,
  setUpTable,
  styleLink,
  styleRisk,
  text,
  writeEmptyNote,
} from "./cells.ts";
import { datedDeadlines } from "./order.ts";
import type { ReportEntry } from "./types.ts";

export const DEADLINES_SHEET = "Deadlines";

export const DEADLINE_COLUMNS: readonly Column[] = [
  { header: "Date", key: "date", width: 15 },
  { header: "Status", key: "status", width: 11 },
  { header: "Deadline", key: "deadline", width: 60 },
  { header: "Legal Update", key: "title", width: 45 },
  { header: "Jurisdiction", key: "jurisdiction", width: 18 },
  { header: "Risk", key: "risk", width: 10 },
];

export const NO_DEADLINES = "No dated deadlines were found in the selected updates.";

/** Adds the sheet; `now` decides which deadlines have passed. */
export function addDeadlinesSheet(
  workbook: ExcelJS.Workbook,
  entries: readonly ReportEntry[],
  now: Date,
): void {
  const sheet = workbook.addWorksheet(DEADLINES_SHEET);
  setUpTable(sheet, DEADLINE_COLUMNS);
  const deadlines = datedDeadlines(entries, now);
  for (const { date, text: deadline, entry, upcoming } of deadlines) {
    const row = sheet.addRow({
      date: excelDay(date),
      status: upcoming ? "Upcoming" : "Passed",
      deadline: text(deadline),
      title: linkValue(entry.update.title, entry.update.sourceUrl),
      jurisdiction: text(entry.update.jurisdiction),
      risk: entry.analysis.risk,
    });
    row.getCell("date").numFmt = DATE_FORMAT;
    styleLink(row.getCell("title"), entry.update.sourceUrl);
    styleRisk(row.getCell("risk"), entry.analysis.risk);
  }
  if (deadlines.length === 0) writeEmptyNote(sheet, 3, NO_DEADLINES);
}
