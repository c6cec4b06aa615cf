import assert from "node:assert/strict";
import { findDeadlines, MAX_DEADLINES } from "./deadlines.ts";

const PUBLISHED = new Date("2026-03-15T10:00:00Z");
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const dates = (text: string) => findDeadlines(text, PUBLISHED).map((x) => x.date);

Deno.test("absolute dates in the common forms are found and resolved", () => {
  assert.deepEqual(dates("Employers must comply by 1 January 2027."), [d("2027-01-01")]);
  assert.deepEqual(dates("The rule takes effect January 1, 2027."), [d("2027-01-01")]);
  assert.deepEqual(dates("Reports are due 2027-06-30."), [d("2027-06-30")]);
  assert.deepEqual(dates("File on or before 31 March 2027."), [d("2027-03-31")]);
  assert.deepEqual(dates("From the 1st of July 2026, fees rise."), [d("2026-07-01")]);
  assert.deepEqual(dates("Apply by Sept. 30, 2026."), [d("2026-09-30")]);
  assert.deepEqual(dates("The next phase begins in April 2027."), [d("2027-04-01")]);
});

Deno.test("the deadline text is the whole sentence that states it", () => {
  assert.deepEqual(findDeadlines("Employers must comply by 1 January 2027.", PUBLISHED), [
    { text: "Employers must comply by 1 January 2027.", date: d("2027-01-01") },
  ]);
  // The demo's follow-up "commencement confirmed" (db/seed/demo_items_data.ts), filled in.
  const confirmed = "The commencement date for the revised consumer credit rules has been " +
    "confirmed as 1 December 2029.";
  assert.deepEqual(
    findDeadlines(
      `${confirmed} No further transitional relief will be granted, and supervisory work will ` +
        "begin shortly after that date.",
      PUBLISHED,
    ),
    [{ text: confirmed, date: d("2029-12-01") }],
  );
  const both = "It takes effect January 1, 2027 and reports are due 2027-06-30.";
  assert.deepEqual(findDeadlines(both, PUBLISHED).map((x) => x.text), [both, both]);
});

Deno.test("a run-on sentence gives the clause before the date, marked as cut", () => {
  const runOn = `${"word ".repeat(100)}so employers must comply by 1 January 2027 ${
    "and more ".repeat(20)
  }`;
  assert.deepEqual(findDeadlines(runOn, PUBLISHED), [
    { text: "…word word so employers must comply by 1 January 2027…", date: d("2027-01-01") },
  ]);
});

Deno.test("relative periods resolve against the publication date", () => {
  assert.deepEqual(
    findDeadlines("Providers must register within 90 days of publication.", PUBLISHED),
    [
      { text: "Providers must register within 90 days of publication.", date: d("2026-06-13") },
    ],
  );
  assert.deepEqual(dates("Firms must update policies within 6 months."), [d("2026-09-15")]);
  assert.deepEqual(dates("Comments are due no later than 30 days after."), [d("2026-04-14")]);
  assert.deepEqual(dates("Respond within thirty (30) days of the date of this notice."), [
    d("2026-04-14"),
  ]);
  assert.deepEqual(dates("Register within two years."), [d("2028-03-15")]);
  assert.deepEqual(dates("Pay within 10 business days."), [d("2026-03-27")]);
  assert.deepEqual(dates("Pay within 10 calendar days."), [d("2026-03-25")]);
  assert.deepEqual(dates("Object within 14 days after issue of this notice."), [d("2026-03-29")]);
  assert.deepEqual(dates("Apply within a month of publication."), [d("2026-04-15")]);
});

Deno.test("periods counted from an event are kept without a date", () => {
  assert.deepEqual(
    findDeadlines(
      "Breaches must be reported within 72 hours of becoming aware of them.",
      PUBLISHED,
    ),
    [
      { text: "Breaches must be reported within 72 hours of becoming aware of them.", date: null },
    ],
  );
  assert.deepEqual(dates("It applies 18 months after entry into force."), [null]);
  assert.deepEqual(dates("Reply within 30 days of notice of a claim."), [null]);
});

Deno.test("dates before publication and periods without a cue are not deadlines", () => {
  assert.deepEqual(dates("The Act has applied since 1 July 2023."), []);
  assert.deepEqual(dates("Employees get 10 days of annual leave."), []);
  assert.deepEqual(dates("Nothing to see on 31 February 2027."), []);
  assert.deepEqual(dates(""), []);
});

Deno.test("the same date is listed once, and the list is bounded", () => {
  assert.deepEqual(dates("Comply by 1 January 2027. Again: by 1 January 2027."), [d("2027-01-01")]);
  const many = Array.from({ length: 20 }, (_, i) => `Step ${i} is due by ${i + 1} May 2027.`).join(
    " ",
  );
  assert.equal(findDeadlines(many, PUBLISHED).length, MAX_DEADLINES);
});
