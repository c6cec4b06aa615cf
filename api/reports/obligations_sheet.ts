/**
 * The 'Obligations' sheet (issue 16): one row per stored obligation of the reported updates,
 * updates in priority order and each update's obligations in their order. The deadline is a
 * date cell (empty when the text fixes none); the citation is the text's own words; the last
 * column is the duty's status in the caller's compliance register (issue 29).
 */
import type ExcelJS from "exceljs";
import {
  type Column,
  DATE_FORMAT,
  excelDay,
  linkValue,
  setUpTable,
  styleLink,
  text,
  writeEmptyNote,
} from "./cells.ts";
import { byPriority } from "./order.ts";
import type { ReportEntry } from "./types.ts";
import { NOT_IN_REGISTER } from "../../domain/register.ts";

export const OBLIGATIONS_SHEET = "Obligations";

export const OBLIGATION_COLUMNS: readonly Column[] = [
  { header: "Legal Update", key: "title", width: 45 },
  { header: "Actor", key: "actor", width: 24 },
  { header: "Action", key: "action", width: 50 },
  { header: "Deadline", key: "deadline", width: 15 },
  { header: "Citation", key: "citation", width: 70 },
  { header: "Register Status", key: "register", width: 18 },
];

export const NO_OBLIGATIONS = "No obligations were found in the selected updates.";

/** Adds the sheet. */
export function addObligationsSheet(
  workbook: ExcelJS.Workbook,
  entries: readonly ReportEntry[],
  registerStatuses: ReadonlyMap<number, string> = new Map(),
): void {
  const sheet = workbook.addWorksheet(OBLIGATIONS_SHEET);
  setUpTable(sheet, OBLIGATION_COLUMNS);
  let rows = 0;
  for (const entry of byPriority(entries)) {
    const { title, sourceUrl } = entry.update;
    for (const o of entry.obligations) {
      const row = sheet.addRow({
        title: linkValue(title, sourceUrl),
        actor: text(o.actor),
        action: text(o.action),
        deadline: o.deadline === null ? null : excelDay(new Date(`${o.deadline}T00:00:00Z`)),
        citation: text(o.citation),
        register: (o.id === undefined ? undefined : registerStatuses.get(o.id)) ?? NOT_IN_REGISTER,
      });
      row.getCell("deadline").numFmt = DATE_FORMAT;
      styleLink(row.getCell("title"), sourceUrl);
      rows++;
    }
  }
  if (rows === 0) writeEmptyNote(sheet, 1, NO_OBLIGATIONS);
}
