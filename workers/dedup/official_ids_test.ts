import assert from "node:assert/strict";
import { scanOfficialIds } from "./official_ids.ts";

const keys = (text: string, context?: string) => scanOfficialIds(text, context).map((id) => id.key);
const subjects = (text: string) =>
  scanOfficialIds(text).filter((id) => !id.cited).map((id) => id.key);

Deno.test("EU citations of every style give one key per act", () => {
  assert.deepEqual(keys("Commission Implementing Regulation (EU) 2026/1432 of 3 March 2026"), [
    "eu:reg:2026:1432",
  ]);
  assert.deepEqual(keys("Directive (EU) 2019/1937 and Directive 2011/83/EU"), [
    "eu:dir:2019:1937",
    "eu:dir:2011:83",
  ]);
  assert.deepEqual(keys("Regulation (EC) No 1907/2006 and Regulation (EU) No 575/2013"), [
    "eu:reg:2006:1907",
    "eu:reg:2013:575",
  ]);
  assert.deepEqual(keys("Council Decision (CFSP) 2026/1200"), ["eu:dec:2026:1200"]);
  assert.deepEqual(keys("Implementing Regulations (EU) 2026/1433 and (EU) 2026/1441 renew"), [
    "eu:reg:2026:1433",
    "eu:reg:2026:1441",
  ]);
  assert.deepEqual(keys("see CELEX:32026R1432 and CELEX number 32019L1937"), [
    "eu:reg:2026:1432",
    "eu:dir:2019:1937",
  ]);
});

Deno.test("numbers that only look like EU acts are not identifiers", () => {
  assert.deepEqual(keys("Regulation 12/2026 of the Central Bank"), []); // no (EU), no /EU
  assert.deepEqual(keys("https://example.com/news/2026/1432 and 2026/1433"), []);
  assert.deepEqual(keys("Regulation (EU) 2026/14321/extra"), []);
  assert.deepEqual(keys("the 32026R1432 code"), []); // a CELEX number is named as such
});

Deno.test("an act the text only refers to is cited, not its subject", () => {
  assert.deepEqual(
    subjects(
      "Regulation (EU) 2026/1500 amending Commission Delegated Regulation (EU) 2019/945 and " +
        "repealing Regulation (EU) 2019/947",
    ),
    ["eu:reg:2026:1500"],
  );
  assert.deepEqual(subjects("Commission Implementing Regulation (EU) 2026/1432"), [
    "eu:reg:2026:1432",
  ]);
});

Deno.test("UK instruments by number and by citation title", () => {
  assert.deepEqual(keys("2026 No. 301 (C. 14); S.I. 2026/355; SI 2026/412; S.S.I. 2026/45"), [
    "uk-si:2026:301",
    "uk-si:2026:355",
    "uk-si:2026:412",
    "uk-ssi:2026:45",
  ]);
  assert.deepEqual(keys("The Payment Services (Amendment) Regulations 2026 will allow"), [
    "uk-title:2026:payment-services-(amendment)-regulations-2026",
  ]);
  assert.deepEqual(keys("new rules in our Handbook 2026 No change"), []);
});

Deno.test("Federal Register documents and citations", () => {
  assert.deepEqual(keys("91 FR 10234. [FR Doc. 2026-04123 Filed 2-27-26; 8:45 am]"), [
    "us-fr:91:10234",
    "us-fr-doc:2026-04123",
  ]);
  assert.deepEqual(keys("Document Number: 2026-05511; 91 Fed. Reg. 999"), [
    "us-fr-doc:2026-05511",
    "us-fr:91:999",
  ]);
  assert.deepEqual(keys("the 2026-2027 season, call 2026-12345"), []); // no "FR Doc" before it
});

Deno.test("US bills, with their congress when the report says it", () => {
  assert.deepEqual(keys("H.R. 1234 and H.J.Res. 7 in the 119th Congress"), [
    "us-bill:hr:1234@119",
    "us-bill:hjres:7@119",
  ]);
  assert.deepEqual(
    keys(
      "S.1290 - Kids Online Safety Act",
      "https://www.congress.gov/bill/119th-congress/senate-bill/1290",
    ),
    [
      "us-bill:s:1290@119",
    ],
  );
  assert.deepEqual(keys("S. 56 was introduced by Senators"), ["us-bill:s:56"]);
  // A UK section, and "U.S. 56": no Senate bill.
  assert.deepEqual(keys("the duty in s. 56 of the Act; S. 56 of the Act"), []);
  assert.deepEqual(keys("the Senate, 531 U.S. 56 (2001)"), []);
});

Deno.test("national journals: Ireland, Germany, France, the FCA", () => {
  assert.deepEqual(
    keys(
      "S.I. No. 210 of 2026; BGBl. 2026 I Nr. 71; NOR : ECOE2605123D; Décret n° 2026-281; PS26/4",
    ),
    [
      "ie-si:2026:210",
      "de-bgbl:2026:1:71",
      "fr-nor:2026:ECOE2605123D",
      "fr-decret:2026:281",
      "uk-fca-ps:2026:4",
    ],
  );
});

Deno.test("hostile text is scanned within its cut and keeps at most 64 identifiers", () => {
  const many = Array.from({ length: 200 }, (_, i) => `Regulation (EU) 2026/${i + 1}`).join(" ");
  assert.equal(scanOfficialIds(many).length, 64);
  assert.deepEqual(keys("Regulation (EU) ".repeat(10_000)), []);
});
