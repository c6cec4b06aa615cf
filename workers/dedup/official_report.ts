/**
 * Which reports are official (ADR 0142): sources have no kind, so it is read
 * from what is known of the report. A source whose format is an official publisher's API (the
 * Federal Register, the UK Parliament's bills, Congress.gov, Regulations.gov) is official; so is a
 * report whose link names an act on its publisher's own host (EUR-Lex, legislation.gov.uk, the
 * Irish Statute Book, the Federal Register and govinfo, congress.gov, and Open States, which
 * republishes the state legislatures' records: official_links.ts). A regulator's newsroom and a law
 * firm's blog are not: their links name no act.
 */
import { linkOfficialIds } from "./official_links.ts";

/** Source formats that only official publishers serve. */
const OFFICIAL_FORMATS: ReadonlySet<string> = new Set([
  "congress-gov",
  "federal-register",
  "regulations-gov",
  "uk-parliament-bills",
]);

/** True when a report of a source of `format` under `link` comes from an official publisher. */
export function isOfficialReport(report: { format: string | null; link: string }): boolean {
  if (report.format !== null && OFFICIAL_FORMATS.has(report.format)) return true;
  return linkOfficialIds(report.link).length > 0;
}
