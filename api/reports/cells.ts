/**
 * Cell values and styles the report's sheets share. Feed text goes into cells only through
 * `text()`: a plain string cell holding only characters XML 1.0 allows, within Excel's
 * 32,767-character limit. exceljs writes a string as a string whatever it starts with (= + - @
 * included): only a `{formula}` value becomes a formula, and nothing here makes one.
 */
import type ExcelJS from "exceljs";
import { safeHttpUrl } from "../schemas/links.ts";

/** Excel refuses a cell longer than this. */
export const MAX_CELL_CHARS = 32_767;
/** Excel cannot open a hyperlink longer than this (it reports the file as damaged). */
const MAX_LINK_CHARS = 2_000;

/** Controls other than tab, LF and CR, lone surrogates and U+FFFE/U+FFFF: invalid in XML 1.0. */
const XML_INVALID =
  // deno-lint-ignore no-control-regex -- matching the control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as a cell may hold it: invalid XML characters dropped, line ends made LF (XML readers turn
 * a raw CR into LF anyway, so this is what any reader would see), cut to Excel's limit.
 */
export function text(value: string | null | undefined): string {
  const clean = (value ?? "").replace(XML_INVALID, "").replace(/\r\n?/g, "\n");
  return clean.length <= MAX_CELL_CHARS ? clean : `${clean.slice(0, MAX_CELL_CHARS - 1)}…`;
}

/** An http(s) link Excel can open, or null (only http and https are links: spec DECISIONS.md). */
export function safeLink(url: string | null | undefined): string | null {
  if (!url || url.length > MAX_LINK_CHARS) return null;
  return safeHttpUrl(url);
}

/** A cell showing `label` that opens `url` when it is a safe link; plain text otherwise. */
export function linkValue(label: string, url: string | null | undefined): ExcelJS.CellValue {
  const link = safeLink(url);
  const shown = text(label) || text(url);
  return link ? { text: shown, hyperlink: link, tooltip: link } : shown;
}

/** The UTC day of a moment, as the Date Excel stores for a whole day (no time fraction). */
export function excelDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** How dates and moments are shown. */
export const DATE_FORMAT = "mmm d, yyyy";
export const DATE_TIME_FORMAT = 'mmm d, yyyy hh:mm "UTC"';

/** Fill and font of each risk level: Excel's own Bad / Neutral / Good cell styles. */
export const RISK_STYLE = {
  High: { fill: "FFFFC7CE", font: "FF9C0006" },
  Medium: { fill: "FFFFEB9C", font: "FF9C5700" },
  Low: { fill: "FFC6EFCE", font: "FF006100" },
} as const;

/** Colours a cell by risk level. */
export function styleRisk(cell: ExcelJS.Cell, risk: keyof typeof RISK_STYLE): void {
  const style = RISK_STYLE[risk];
  cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: style.fill } };
  cell.font = { bold: true, color: { argb: style.font } };
}

/** The look of a hyperlink cell. */
export const LINK_FONT: Partial<ExcelJS.Font> = { color: { argb: "FF0563C1" }, underline: true };

/** Draws `cell` as a link (blue, underlined) when `url` is one that linkValue made a hyperlink. */
export function styleLink(cell: ExcelJS.Cell, url: string | null | undefined): void {
  if (safeLink(url)) cell.font = LINK_FONT;
}

/** Writes `note` (italic, grey) in the first data row of a sheet that has nothing to list. */
export function writeEmptyNote(sheet: ExcelJS.Worksheet, column: number, note: string): void {
  const cell = sheet.getCell(2, column);
  cell.value = note;
  cell.font = { italic: true, color: { argb: "FF595959" } };
}

/** One column of a table sheet. */
export interface Column {
  header: string;
  key: string;
  width: number;
}

/**
 * Sets up a table sheet: columns with widths, a bold frozen header row with an autofilter, and
 * text wrapped at the top of each cell.
 */
export function setUpTable(sheet: ExcelJS.Worksheet, columns: readonly Column[]): void {
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: { alignment: { vertical: "top", wrapText: true } },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: "FFFFFFFF" } };
  header.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FF1F3A5F" } };
  header.alignment = { vertical: "middle", wrapText: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
}

/** Bulleted lines, one per item ("" when there are none). */
export function bullets(items: readonly string[]): string {
  return text(items.map((item) => `• ${item}`).join("\n"));
}
