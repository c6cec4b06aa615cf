import assert from "node:assert/strict";
import { DOWNLOAD_NAME_MAX, safeDownloadName } from "./download_name.ts";

Deno.test("a plain name is kept, in both the ASCII and the UTF-8 parameter", () => {
  assert.equal(
    safeDownloadName("policy-v2.pdf"),
    `attachment; filename="policy-v2.pdf"; filename*=UTF-8''policy-v2.pdf`,
  );
});

Deno.test("folders, control characters and quotes never reach the header", () => {
  const value = safeDownloadName('../../etc/pass"wd\r\nX-Evil: 1\u0000.txt');
  assert.equal(
    value,
    `attachment; filename="passwdX-Evil 1.txt"; filename*=UTF-8''passwdX-Evil%201.txt`,
  );
  assert.equal(safeDownloadName("..\\..\\boot.ini"), safeDownloadName("boot.ini"));
  assert.doesNotMatch(safeDownloadName("a\u202egpj.exe"), /\u202e|%E2%80%AE/, "bidi override");
});

Deno.test("non-ASCII names are percent-encoded, with an ASCII stand-in for old clients", () => {
  assert.equal(
    safeDownloadName("Prüfbericht 2026 – ok.pdf"),
    `attachment; filename="Pr_fbericht 2026 _ ok.pdf"; ` +
      `filename*=UTF-8''Pr%C3%BCfbericht%202026%20%E2%80%93%20ok.pdf`,
  );
});

Deno.test("an empty or dot-only name falls back, a long one is cut keeping its extension", () => {
  for (const name of ["", "..", "../", " . ", "\u0007"]) {
    assert.match(
      safeDownloadName(name),
      /^attachment; filename="evidence"; /,
      JSON.stringify(name),
    );
  }
  const long = safeDownloadName(`${"a".repeat(300)}.xlsx`);
  const ascii = /filename="([^"]*)"/.exec(long)![1]!;
  assert.equal(ascii.length, DOWNLOAD_NAME_MAX);
  assert.ok(ascii.endsWith("a.xlsx"));
  assert.equal(safeDownloadName(".htaccess"), safeDownloadName("htaccess"), "no hidden files");
});

Deno.test("a long run of blanks is handled at once (no backtracking)", () => {
  const value = safeDownloadName(`${" ".repeat(100_000)}x${" ".repeat(100_000)}`);
  assert.match(value, /filename="x"/);
});
