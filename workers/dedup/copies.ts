/**
 * Copies (ADR XXXX-copies-skip-bands): two reports whose features are equal in all that the rule
 * reads (a syndicated press release, one item in several feeds) compare alike with every other
 * report, so a new copy of a stored report joins that report's change without a candidate search,
 * and is stored without band rows of its own: the report it copies holds them. The copy key finds
 * the copy in one index probe; equality of the features, not the key, decides.
 */
import { fnv1a } from "./minhash.ts";
import type { ReportFeatures } from "./report_features.ts";
import { sameChange } from "./same_change.ts";

/** The features a copy shares, as one string (the acts' keys sorted: their order says nothing). */
function copyText(features: ReportFeatures, official: boolean): string {
  const keys = [...features.own.values()].flat().sort();
  const signature = Array.from(features.signature, (v) => v.toString(36)).join(",");
  return [
    signature,
    keys.join(" "),
    features.variant,
    features.titleNumbers.join(" "),
    [...features.titleWords].sort().join(" "),
    features.day,
    features.jurisdiction ?? "",
    official,
  ].join("\n");
}

/** The copy key of a report: a 32-bit hash of {@link copyText}, as int32. */
export function copyKeyOf(features: ReportFeatures, official: boolean): number {
  return fnv1a(copyText(features, official)) | 0;
}

/** A report as copies are found among: its id, features and whether it is official. */
export interface CopyReport {
  id: number;
  features: ReportFeatures;
  official: boolean;
}

/**
 * The copies among `reports` (in order), each with the report holding the bands it copies: a
 * stored report of `stored` (those holding their bands) first, else an earlier report of the
 * batch that is no copy itself. A copy is equal in every feature and one change by the rule (two
 * reports without a title are equal yet apart).
 */
export function findCopies<T extends CopyReport>(
  reports: readonly T[],
  stored: readonly T[],
): Map<number, T> {
  const holders = new Map<string, T[]>();
  const add = (report: T) => {
    const text = copyText(report.features, report.official);
    holders.set(text, [...(holders.get(text) ?? []), report]);
    return text;
  };
  stored.forEach(add);
  const copies = new Map<number, T>();
  for (const report of reports) {
    const text = copyText(report.features, report.official);
    const holder = holders.get(text)?.find((h) =>
      sameChange(report.features, h.features).same
    );
    if (holder) copies.set(report.id, holder);
    else if (!holders.has(text)) add(report);
  }
  return copies;
}
