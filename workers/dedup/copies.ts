/**
 * Copies (ADR 0176): two reports whose features are equal in all that the rule
 * reads (a syndicated press release, one item in several feeds) compare alike with every other
 * report, so a new copy of a stored report joins that report's change without a candidate search,
 * and is stored without band rows of its own: the report it copies holds them. The copy key finds
 * the copy in one index probe; equality of the features, not the key, decides.
 */
import { fnv1a } from "./minhash.ts";
import type { ReportFeatures } from "./report_features.ts";
import { sameChange } from "./same_change.ts";

/** What a copy shares besides the signature, as one string (the acts' keys sorted). */
function restText(features: ReportFeatures, official: boolean): string {
  return [
    [...features.own.values()].flat().sort().join(" "),
    features.variant,
    features.titleNumbers.join(" "),
    [...features.titleWords].sort().join(" "),
    features.day,
    features.jurisdiction ?? "",
    official,
  ].join("\n");
}

function sameSignature(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What a report is compared by as a copy: its rest text, and its copy key. */
interface CopyIdentity {
  official: boolean;
  rest: string;
  key: number;
}

// A new report's identity is read three times as it is stored (its change planned, its copies
// found, its features stored): made once per features object (never changed once made).
const identities = new WeakMap<ReportFeatures, CopyIdentity>();

function copyIdentityOf(features: ReportFeatures, official: boolean): CopyIdentity {
  const known = identities.get(features);
  if (known?.official === official) return known;
  const rest = restText(features, official);
  let h = fnv1a(rest);
  for (const value of features.signature) h = Math.imul(h ^ value, 0x01000193);
  const identity = { official, rest, key: h | 0 };
  identities.set(features, identity);
  return identity;
}

/** The copy key of a report: a 32-bit FNV-1a hash of its signature and the rest, as int32. */
export function copyKeyOf(features: ReportFeatures, official: boolean): number {
  return copyIdentityOf(features, official).key;
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
  // By copy key, each with its rest text: equal keys are then checked in full.
  const holders = new Map<number, { report: T; rest: string }[]>();
  const add = (report: T, { key, rest }: CopyIdentity) => {
    holders.set(key, [...(holders.get(key) ?? []), { report, rest }]);
  };
  for (const h of stored) add(h, copyIdentityOf(h.features, h.official));
  const copies = new Map<number, T>();
  for (const report of reports) {
    const identity = copyIdentityOf(report.features, report.official);
    const { key, rest } = identity;
    const equal = (holders.get(key) ?? []).filter((h) =>
      h.rest === rest && sameSignature(h.report.features.signature, report.features.signature)
    );
    const holder = equal.find((h) => sameChange(report.features, h.report.features).same);
    if (holder) copies.set(report.id, holder.report);
    else if (equal.length === 0) add(report, identity);
  }
  return copies;
}
