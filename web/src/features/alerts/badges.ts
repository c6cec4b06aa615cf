/**
 * An alert's filters as the badges of its card: its jurisdictions by name, its industries, and
 * its keywords in quotes; an empty list reads "Any …", and an alert without any filter reads
 * 'Every approved update'. No React here.
 */
import type { Alert } from "@api/schemas/alerts.ts";
import { BADGES } from "./strings.ts";

/** One badge: what it shows and which kind of filter it is (its colour). */
export interface FilterBadge {
  kind: "jurisdiction" | "industry" | "keyword" | "any";
  text: string;
}

/** The badges of an alert's filters; `names` maps jurisdiction ids to names. */
export function filterBadges(
  alert: Pick<Alert, "jurisdictionIds" | "industries" | "keywords">,
  names: ReadonlyMap<number, string>,
): FilterBadge[] {
  const { jurisdictionIds, industries, keywords } = alert;
  if (jurisdictionIds.length === 0 && industries.length === 0 && keywords.length === 0) {
    return [{ kind: "any", text: BADGES.allUpdates }];
  }
  const jurisdictions: FilterBadge[] = jurisdictionIds.length === 0
    ? [{ kind: "any", text: BADGES.anyJurisdiction }]
    : jurisdictionIds.map((id) => ({
      kind: "jurisdiction",
      text: names.get(id) ?? BADGES.unknownJurisdiction(id),
    }));
  const industryBadges: FilterBadge[] = industries.length === 0
    ? [{ kind: "any", text: BADGES.anyIndustry }]
    : industries.map((text) => ({ kind: "industry", text }));
  const keywordBadges: FilterBadge[] = keywords.map((k) => ({
    kind: "keyword",
    text: BADGES.keyword(k),
  }));
  return [...jurisdictions, ...industryBadges, ...keywordBadges];
}
