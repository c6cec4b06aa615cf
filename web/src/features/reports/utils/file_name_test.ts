import assert from "node:assert/strict";
import { fallbackFileName, fileNameFromDisposition } from "./file_name.ts";

Deno.test("the server's file name is read from Content-Disposition", () => {
  assert.equal(
    fileNameFromDisposition('attachment; filename="legalwatch_report_2026-06-15.xlsx"'),
    "legalwatch_report_2026-06-15.xlsx",
  );
  assert.equal(fileNameFromDisposition("attachment; filename=report.xlsx"), "report.xlsx");
  assert.equal(
    fileNameFromDisposition(
      `attachment; filename="a.xlsx"; filename*=UTF-8''r%C3%A9sum%C3%A9.xlsx`,
    ),
    "résumé.xlsx",
  );
  assert.equal(fileNameFromDisposition('attachment; filename="../../etc/x.xlsx"'), "x.xlsx");
});

Deno.test("without a usable header the fallback name carries today's date", () => {
  assert.equal(fileNameFromDisposition(null), null);
  assert.equal(fileNameFromDisposition("attachment"), null);
  assert.equal(fallbackFileName(new Date(2026, 0, 5)), "legalwatch_report_2026-01-05.xlsx");
});
