/**
 * One change, one item (issue 27): the reports of one change and which of them is its primary,
 * the one the portal, the listing and the alerts show ("official source first, else the
 * earliest"); the others are listed under "Also reported by".
 */

/** A report as the primary rule reads it. */
export interface ChangeReport {
  id: number;
  /** From an official publisher (ADR XXXX-official-reports). */
  official: boolean;
  publishDate: Date;
}

/** Orders reports as the change lists them: official first, then the earliest, then by id. */
export function byPrimaryRule(a: ChangeReport, b: ChangeReport): number {
  if (a.official !== b.official) return a.official ? -1 : 1;
  return a.publishDate.getTime() - b.publishDate.getTime() || a.id - b.id;
}

/** The primary of a change's reports (at least one). */
export function primaryOf<T extends ChangeReport>(reports: readonly T[]): T {
  const [first] = [...reports].sort(byPrimaryRule);
  if (!first) throw new Error("report_changes: a change has at least one report");
  return first;
}
