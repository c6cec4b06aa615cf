import assert from "node:assert/strict";
import { csvCell, exportFileName, toCsv } from "./users_csv.ts";

Deno.test("plain cells stay as they are", () => {
  assert.equal(csvCell("ada@example.com"), "ada@example.com");
  assert.equal(csvCell(""), "");
  assert.equal(csvCell("O'Brien"), "O'Brien");
});

Deno.test("cells with commas, quotes, CR or LF are quoted with quotes doubled", () => {
  assert.equal(csvCell("Acme, Inc."), '"Acme, Inc."');
  assert.equal(csvCell('Say "hi"'), '"Say ""hi"""');
  assert.equal(csvCell("one\ntwo"), '"one\ntwo"');
  assert.equal(csvCell("one\rtwo"), '"one\rtwo"');
});

Deno.test("cells that a spreadsheet would run as a formula get a leading quote", () => {
  for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
    assert.ok(csvCell(`${start}1+1`).replace(/^"/, "").startsWith(`'${start}`), start);
  }
  assert.equal(csvCell('=HYPERLINK("x")'), '"\'=HYPERLINK(""x"")"');
  assert.equal(csvCell("a=b"), "a=b", "only the first character matters");
});

Deno.test("rows end with CRLF", () => {
  assert.equal(toCsv([["a", "b"], ["c", "d,e"]]), 'a,b\r\nc,"d,e"\r\n');
});

Deno.test("the file is named after the UTC day", () => {
  assert.equal(exportFileName(new Date("2026-03-09T23:59:59Z")), "users-export-2026-03-09.csv");
});
