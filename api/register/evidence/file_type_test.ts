import assert from "node:assert/strict";
import { EVIDENCE_MESSAGES } from "../../schemas/evidence.ts";
import { judgeFileType } from "./file_type.ts";
import {
  csvBytes,
  docxBytes,
  elfBytes,
  peBytes,
  readFixture,
  txtBytes,
  xlsxBytes,
  zipOf,
} from "./fixtures_test_helper.ts";

const encode = (text: string) => new TextEncoder().encode(text);

Deno.test("each accepted kind of evidence is recognised from its content", async () => {
  assert.deepEqual(await judgeFileType(await readFixture("one_page.pdf")), { kind: "pdf" });
  assert.deepEqual(await judgeFileType(await readFixture("python.png")), { kind: "png" });
  assert.deepEqual(await judgeFileType(await readFixture("python.jpg")), { kind: "jpeg" });
  assert.deepEqual(await judgeFileType(await docxBytes()), { kind: "docx" });
  assert.deepEqual(await judgeFileType(await xlsxBytes()), { kind: "xlsx" });
  assert.deepEqual(await judgeFileType(csvBytes()), { kind: "csv" });
  assert.deepEqual(await judgeFileType(txtBytes()), { kind: "txt" });
});

Deno.test("executables and other recognised types are refused, naming the allowed types", async () => {
  const refused = { refused: EVIDENCE_MESSAGES.notAllowed };
  assert.deepEqual(await judgeFileType(await elfBytes()), refused, "ELF");
  assert.deepEqual(await judgeFileType(peBytes()), refused, "Windows PE");
  const machO = new Uint8Array([0xcf, 0xfa, 0xed, 0xfe, 0x07, 0, 0, 0x01, 3, 0, 0, 0, 2, 0, 0, 0]);
  assert.deepEqual(await judgeFileType(machO), refused, "Mach-O");
  assert.deepEqual(await judgeFileType(await readFixture("python.gif")), refused, "GIF");
  assert.match(EVIDENCE_MESSAGES.notAllowed, /PDF, DOCX, XLSX, CSV, PNG, JPEG, TXT/);
});

Deno.test("a ZIP is an office document only with the right names in its directory", async () => {
  const refused = { refused: EVIDENCE_MESSAGES.notAllowed };
  assert.deepEqual(await judgeFileType(await zipOf({ "notes.txt": "hello" })), refused, "plain");
  const noTypes = await zipOf({ "word/document.xml": "<w:document/>" });
  assert.deepEqual(await judgeFileType(noTypes), refused, "no [Content_Types].xml");
  const both = await docxBytes({ "xl/workbook.xml": "<workbook/>" });
  assert.deepEqual(await judgeFileType(both), refused, "Word and Excel at once");
  const docx = await docxBytes();
  assert.deepEqual(await judgeFileType(docx.subarray(0, docx.length - 30)), refused, "truncated");
  const docm = await docxBytes({ "word/vbaProject.bin": new Uint8Array([1, 2, 3]) });
  assert.deepEqual(await judgeFileType(docm), { refused: EVIDENCE_MESSAGES.macros });
});

Deno.test("a shebang script is text; NUL, control bytes and bad UTF-8 are refused", async () => {
  // A shebang script is text (ADR 0148): it is served as text/plain.
  assert.deepEqual(await judgeFileType(encode("#!/bin/sh\nrm -rf /\n")), { kind: "txt" });
  const refused = { refused: EVIDENCE_MESSAGES.notAllowed };
  assert.deepEqual(await judgeFileType(encode("abc\u0000def")), refused, "NUL");
  assert.deepEqual(await judgeFileType(encode("bell\u0007")), refused, "control byte");
  assert.deepEqual(await judgeFileType(new Uint8Array([0x61, 0xc3, 0x28])), refused, "bad UTF-8");
  assert.deepEqual(await judgeFileType(new Uint8Array([0xc0, 0xaf])), refused, "overlong");
  assert.deepEqual(await judgeFileType(new Uint8Array()), { refused: EVIDENCE_MESSAGES.empty });
});

Deno.test("CSV is text whose rows all have one column count", async () => {
  const kind = async (text: string) => {
    const verdict = await judgeFileType(encode(text));
    return "kind" in verdict ? verdict.kind : verdict.refused;
  };
  assert.equal(await kind("a;b\n1;2\n"), "csv", "semicolons");
  assert.equal(await kind("a\tb\n1\t2"), "csv", "tabs, no final line break");
  assert.equal(await kind('a,b\n"multi\nline, quoted",2\n"say ""hi""",3\n'), "csv");
  assert.equal(await kind("\ufeffa,b\r\n1,2\r\n"), "csv", "with a byte order mark");
  assert.equal(await kind("a,b\n1,2,3\n"), "txt", "ragged rows");
  assert.equal(await kind("Hello, world.\n"), "txt", "one line");
  assert.equal(await kind("a,b\n\n1,2\n"), "txt", "a blank line inside");
  assert.equal(await kind('a,b\n"open,2\n'), "txt", "an unclosed quote");
  assert.equal(await kind('a,b\nx"y,2\n'), "txt", "a quote inside a bare field");
  assert.equal(await kind("one\ntwo\n"), "txt", "one column");
});
