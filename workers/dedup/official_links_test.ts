import assert from "node:assert/strict";
import { linkOfficialIds } from "./official_links.ts";

const keys = (link: string) => linkOfficialIds(link).map((id) => id.key);

Deno.test("the publishers' addresses name their acts", () => {
  assert.deepEqual(keys("https://eur-lex.europa.eu/eli/reg_impl/2026/1432/oj"), [
    "eu:reg:2026:1432",
  ]);
  assert.deepEqual(keys("http://data.europa.eu/eli/dir/2026/470/oj"), ["eu:dir:2026:470"]);
  assert.deepEqual(
    keys("https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX%3A32026R1101"),
    ["eu:reg:2026:1101"],
  );
  assert.deepEqual(keys("https://www.legislation.gov.uk/uksi/2026/412/contents/made"), [
    "uk-si:2026:412",
  ]);
  assert.deepEqual(keys("https://www.irishstatutebook.ie/eli/2026/si/210/made/en/print"), [
    "ie-si:2026:210",
  ]);
  assert.deepEqual(
    keys(
      "https://www.federalregister.gov/documents/2026/03/02/2026-04123/airworthiness-directives",
    ),
    ["us-fr-doc:2026-04123"],
  );
  assert.deepEqual(keys("https://www.govinfo.gov/content/pkg/FR-2026-03-02/pdf/2026-04123.pdf"), [
    "us-fr-doc:2026-04123",
  ]);
  // GovInfo's package pages (issue 30): public laws and bills by their package id.
  assert.deepEqual(keys("https://www.govinfo.gov/app/details/PLAW-119publ21"), ["us-pl:119:21"]);
  assert.deepEqual(keys("https://www.govinfo.gov/app/details/BILLS-119sjres7enr"), [
    "us-bill:sjres:7@119",
  ]);
  assert.deepEqual(keys("https://www.govinfo.gov/app/details/FR-2026-06-12"), []);
  assert.deepEqual(keys("https://www.congress.gov/bill/119th-congress/house-bill/2211"), [
    "us-bill:hr:2211@119",
  ]);
  assert.deepEqual(keys("https://openstates.org/ca/bills/20252026/AB1018/"), [
    "us-state-bill:ca:ab:1018@20252026",
  ]);
});

Deno.test("the same paths on other sites, and text that is no URL, name nothing", () => {
  assert.deepEqual(keys("https://example.com/eli/reg/2026/1432/oj"), []);
  assert.deepEqual(keys("https://blog.example.org/legislation/uksi/2026/412"), []);
  assert.deepEqual(keys("https://www.sec.gov/newsroom/press-releases/2026-38"), []);
  assert.deepEqual(keys("not a link"), []);
  assert.deepEqual(keys("https://example.org/ca/bills/20252026/AB1018/"), []);
  assert.deepEqual(keys("https://openstates.org/zz/bills/20252026/AB1018/"), []);
});
