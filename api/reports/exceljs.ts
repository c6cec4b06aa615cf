/**
 * exceljs, loaded when the first workbook is built rather than with the server: it is the
 * costliest package the server imports (about half a second of the 0.9 s it takes to load the
 * app; docs/performance.md), and most processes (a worker, a deployment's isolate answering the
 * listing, a test file) never build a workbook. ADR 0187.
 */
import type ExcelJS from "exceljs";

let loading: Promise<typeof ExcelJS> | null = null;

/** The exceljs module, imported once per process on first use. */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  return loading ??= import("exceljs").then((module) => module.default);
}
