import assert from "node:assert/strict";
import { featuresOf, type Report } from "./report_features.ts";
import { sameChange } from "./same_change.ts";

const journal: Report = {
  sourceKind: "official_journal",
  jurisdiction: "EU",
  publishDate: "2026-04-15",
  link: "https://eur-lex.europa.eu/eli/reg_impl/2026/1433/oj",
  title: "Commission Implementing Regulation (EU) 2026/1433 imposing a definitive anti-dumping " +
    "duty on imports of certain iron or steel fasteners originating in China",
  text: "THE EUROPEAN COMMISSION, Having regard to Regulation (EU) 2016/1036 …",
};
const lawFirm: Report = {
  sourceKind: "law_firm",
  jurisdiction: "EU",
  publishDate: "2026-05-30", // weeks later: identifiers know no day window
  link: "https://www.vandermeer-trade.eu/blog/fasteners-duties-renewed",
  title: "Trade remedies update: fastener duties stay for another five years",
  text: "Implementing Regulation (EU) 2026/1433, published on 15 April, confirms the rates.",
};
const release: Report = {
  sourceKind: "regulator",
  jurisdiction: "UK",
  publishDate: "2026-02-18",
  link: "https://ico.org.uk/news/2026/02/ico-fines-brightway-energy/",
  title: "ICO fines Brightway Energy £1.2 million for unlawful marketing calls",
  text: "The Information Commissioner's Office has fined Brightway Energy Ltd £1.2 million for " +
    "making more than 3.1 million unsolicited marketing calls to people registered with the " +
    "Telephone Preference Service. The company bought data without checking consent.",
};
const copy: Report = {
  ...release,
  jurisdiction: null,
  publishDate: "2026-02-20",
  link: "https://www.dataprotection-news.com/uk/ico-fines-brightway-energy",
  text: `${release.text} Source: ICO.`,
};

const same = (a: Report, b: Report) => sameChange(featuresOf(a), featuresOf(b)).same;

Deno.test("reports that name the same act are one change, whatever their words", () => {
  assert.equal(same(journal, lawFirm), true);
});

Deno.test("acts of one kind with other numbers are never one change, however alike", () => {
  const next = {
    ...journal,
    link: "https://eur-lex.europa.eu/eli/reg_impl/2026/1434/oj",
    title: journal.title.replace("2026/1433", "2026/1434"),
  };
  assert.equal(same(journal, next), false);
  assert.equal(same(lawFirm, { ...lawFirm, text: lawFirm.text.replace("1433", "1434") }), false);
});

Deno.test("a report about several acts is not the change of one of them", () => {
  const roundUp = {
    ...lawFirm,
    title: "Trade remedies round-up, April 2026",
    text: "Implementing Regulations (EU) 2026/1433 and (EU) 2026/1441 renew the duties.",
  };
  assert.equal(same(journal, roundUp), false);
});

Deno.test("a corrigendum is not the change it corrects", () => {
  const corrigendum = { ...journal, title: `Corrigendum to ${journal.title}` };
  assert.equal(same(journal, corrigendum), false);
});

Deno.test("near-duplicate text within the day window is one change", () => {
  assert.equal(same(release, copy), true);
});

Deno.test("near-duplicate text more than a week apart is not", () => {
  assert.equal(same(release, { ...copy, publishDate: "2026-03-02" }), false);
});

Deno.test("near-duplicate text of two jurisdictions is not one change", () => {
  assert.equal(same(release, { ...copy, jurisdiction: "IE" }), false);
});

Deno.test("one template with another amount or company is not one change", () => {
  const other = {
    ...copy,
    title: "ICO fines HomeShield Windows £150,000 for unlawful marketing calls",
    text: copy.text.replace("Brightway Energy", "HomeShield Windows").replace("£1.2", "£0.15"),
  };
  assert.equal(same(release, other), false);
});

Deno.test("a regulator's heading that names the journal's whole title is the same change", () => {
  const entry: Report = {
    sourceKind: "official_journal",
    jurisdiction: "US",
    publishDate: "2026-06-01",
    link: "https://www.federalregister.gov/documents/2026/06/01/2026-06120/russian-harmful",
    title: "Russian Harmful Foreign Activities Sanctions Regulations",
    text: "AGENCY: Office of Foreign Assets Control, Treasury. ACTION: Final rule. SUMMARY: OFAC " +
      "is amending the regulations to implement Executive Order 14114.",
  };
  const notice: Report = {
    sourceKind: "regulator",
    jurisdiction: "US",
    publishDate: "2026-05-29",
    link: "https://ofac.treasury.gov/recent-actions/20260529",
    title: "Publication of Amended Russian Harmful Foreign Activities Sanctions Regulations",
    text: "OFAC is amending and reissuing the regulations, 31 CFR part 587, to add general " +
      "licenses; they will be published in the Federal Register on June 1, 2026.",
  };
  assert.equal(same(entry, notice), true);
  // A digest's "UK: " heading over a shortened copy names the regulator's whole title.
  const digest = {
    ...copy,
    title: `UK: ${release.title}`,
    text: "The Information Commissioner's Office has fined Brightway Energy Ltd £1.2 million. " +
      "Read the full release on the regulator's website.",
  };
  assert.equal(same(release, digest), true);
  // Not a week later, nor in another jurisdiction, nor a short title naming only a subject.
  assert.equal(same(entry, { ...notice, publishDate: "2026-05-20" }), false);
  assert.equal(same(entry, { ...notice, jurisdiction: "UK" }), false);
  const formPf = { ...entry, title: "Form PF; Reporting Requirements" };
  assert.equal(
    same(formPf, { ...notice, title: "SEC Extends Form PF Reporting Requirements" }),
    false,
  );
});

// The rule "one change by its key facts" (ADR 0175).
const pressRelease: Report = {
  sourceKind: "regulator",
  jurisdiction: "UK",
  publishDate: "2026-03-03",
  link: "https://www.gov.uk/government/news/battery-storage-planning-rules-eased",
  title: "Home battery storage units easier to install as planning rules eased",
  text: "New permitted development rights laid today let householders fit battery storage " +
    "units on outside walls. The Order comes into force on 24 March 2026.",
};
const firmNote: Report = {
  sourceKind: "law_firm",
  jurisdiction: "UK",
  publishDate: "2026-03-06",
  link: "https://www.example-planning.co.uk/news/battery-storage-rights",
  title: "Permitted development: battery storage units allowed from 24 March",
  text: "The amending order widens Class G of Part 14 for domestic batteries. Listed " +
    "buildings still need consent.",
};

Deno.test("a press release and a law firm's note stating one start date and subject are one change", () => {
  assert.equal(same(pressRelease, firmNote), true);
});

Deno.test("two changes starting on one common date are apart when their titles share little", () => {
  const other: Report = {
    ...firmNote,
    link: "https://www.example-planning.co.uk/news/solar-canopies",
    title: "Permitted development: solar canopies in car parks from 24 March",
    text: "Class E of Part 14 now covers solar canopies over non-domestic car parks.",
  };
  assert.equal(same(pressRelease, other), false);
});

const dutyRelease: Report = {
  sourceKind: "regulator",
  jurisdiction: "EU",
  publishDate: "2026-10-05",
  link: "https://policy.trade.ec.europa.eu/news/duties-chinese-aluminium-foil",
  title: "EU imposes definitive anti-dumping duties on Chinese aluminium foil",
  text: "The Commission has imposed definitive duties of 15.6% to 28.9% on imports of " +
    "aluminium foil from China. The duties apply from 6 October 2026 for five years.",
};

Deno.test("a duty's rate and subject join the regulator's news and a law firm's note", () => {
  const note: Report = {
    sourceKind: "law_firm",
    jurisdiction: "EU",
    publishDate: "2026-10-08",
    link: "https://www.example-trade.eu/insights/foil-duties",
    title: "Aluminium foil from China: duties of up to 28,9 % confirmed",
    text: "Importers that paid provisional duties by security should expect collection.",
  };
  assert.equal(same(dutyRelease, note), true);
});

Deno.test("two duties of one series starting one day are apart when their rates differ", () => {
  const wheels: Report = {
    ...dutyRelease,
    link: "https://policy.trade.ec.europa.eu/news/duties-chinese-road-wheels",
    title: "Chinese aluminium road wheels: definitive duties of 22.3% imposed",
    text: "Road wheels of aluminium from China bear a duty of 22.3% from 6 October 2026.",
  };
  assert.equal(same(dutyRelease, wheels), false);
});

Deno.test("a template filled for another subject is apart even with the same start date", () => {
  const boeing: Report = {
    sourceKind: "official_journal",
    jurisdiction: "US",
    publishDate: "2026-03-02",
    link: "https://www.federalregister.gov/documents/2026/03/02/boeing",
    title: "Airworthiness Directives; The Boeing Company Airplanes",
    text: "AGENCY: Federal Aviation Administration (FAA), DOT. ACTION: Final rule. SUMMARY: " +
      "The FAA is adopting a new airworthiness directive for certain The Boeing Company " +
      "airplanes. This AD requires repetitive inspections. DATES: This AD is effective " +
      "April 6, 2026.",
  };
  const airbus: Report = {
    ...boeing,
    link: "https://www.federalregister.gov/documents/2026/03/02/airbus",
    title: "Airworthiness Directives; Airbus SAS Airplanes",
    text: boeing.text.replace("certain The Boeing Company", "certain Airbus SAS"),
  };
  assert.equal(same(boeing, airbus), false);
});
