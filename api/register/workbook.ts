/**
 * GET /api/register/export (issue 29): the register as an .xlsx workbook, written like the
 * impact report (api/reports/cells.ts): an 'Entries' sheet with their controls, owner, status,
 * due date and evidence names, and a 'Controls' sheet.
 */
import { loadExcelJs } from "../reports/exceljs.ts";
import { type Column, DATE_FORMAT, excelDay, setUpTable, text } from "../reports/cells.ts";
import type { ControlAnswer } from "../schemas/controls.ts";
import type { EntryAnswer } from "../schemas/register.ts";

export const ENTRIES_SHEET = "Entries";
export const CONTROLS_SHEET = "Controls";

const ENTRY_COLUMNS: readonly Column[] = [
  { header: "Duty", key: "duty", width: 60 },
  { header: "Citation", key: "citation", width: 60 },
  { header: "Legal Update", key: "update", width: 40 },
  { header: "Applicability", key: "applicability", width: 16 },
  { header: "Reason", key: "reason", width: 30 },
  { header: "Owner", key: "owner", width: 28 },
  { header: "Status", key: "status", width: 14 },
  { header: "Due Date", key: "dueDate", width: 14 },
  { header: "Controls", key: "controls", width: 30 },
  { header: "Evidence", key: "evidence", width: 30 },
  { header: "Notes", key: "notes", width: 40 },
];

const CONTROL_COLUMNS: readonly Column[] = [
  { header: "Reference", key: "reference", width: 16 },
  { header: "Name", key: "name", width: 36 },
  { header: "Description", key: "description", width: 60 },
  { header: "Owner", key: "owner", width: 28 },
  { header: "Entries", key: "entries", width: 12 },
];

const person = (p: { email: string; firstName: string | null; lastName: string | null } | null) =>
  p ? text([p.firstName, p.lastName].filter(Boolean).join(" ") || p.email) : "";

/** Builds the workbook's bytes. */
export async function buildRegisterWorkbook(
  register: { entries: readonly EntryAnswer[]; controls: readonly ControlAnswer[]; now: Date },
): Promise<Uint8Array<ArrayBuffer>> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "LegalWatch";
  workbook.created = register.now;
  workbook.modified = register.now;
  const entries = workbook.addWorksheet(ENTRIES_SHEET);
  setUpTable(entries, ENTRY_COLUMNS);
  for (const e of register.entries) {
    const row = entries.addRow({
      duty: text(e.duty),
      citation: text(e.citation),
      update: text(e.legalUpdate?.title),
      applicability: e.applicability,
      reason: text(e.reason),
      owner: person(e.owner),
      status: e.status,
      dueDate: e.dueDate === null ? null : excelDay(new Date(`${e.dueDate}T00:00:00Z`)),
      controls: text(e.controls.map((c) => `${c.reference} ${c.name}`).join("\n")),
      evidence: text(e.evidence.map((f) => f.fileName).join("\n")),
      notes: text(e.notes),
    });
    row.getCell("dueDate").numFmt = DATE_FORMAT;
  }
  const controls = workbook.addWorksheet(CONTROLS_SHEET);
  setUpTable(controls, CONTROL_COLUMNS);
  for (const c of register.controls) {
    controls.addRow({
      reference: text(c.reference),
      name: text(c.name),
      description: text(c.description),
      owner: person(c.owner),
      entries: c.entries.length,
    });
  }
  const buffer: unknown = await workbook.xlsx.writeBuffer();
  return buffer instanceof Uint8Array
    ? buffer as Uint8Array<ArrayBuffer>
    : new Uint8Array(buffer as ArrayBuffer);
}
