/**
 * The Legal Updates listing's filter and order rules (spec part 1 §5) as plain functions over
 * public updates. The browser filters loaded updates with them; the API tests use them as the
 * oracle the server's SQL must agree with. No database, no DOM.
 */
import type { PublicUpdate } from "./legal_updates.ts";

/** A listing selection: every part optional; empty lists and blank search mean "any". */
export interface ListingRule {
  search?: string;
  /** Jurisdiction names (OR among them). */
  jurisdictions?: readonly string[];
  /** Category names as shown (OR among them). */
  industries?: readonly string[];
  /** publishDate must be at or after this instant. */
  from?: Date | null;
  /** publishDate must be at or before this instant (the end of the To day). */
  to?: Date | null;
}

/** An update with what the rule compares precomputed (lower-cased fields, the time). */
export interface SearchableUpdate {
  update: PublicUpdate;
  /** title, aiSummary, aiCategory and jurisdiction name, lower-cased. */
  haystacks: readonly string[];
  time: number;
}

/** Precomputes what the rule needs; do it once per loaded list, not per keystroke. */
export function toSearchable(update: PublicUpdate): SearchableUpdate {
  return {
    update,
    haystacks: [
      update.title,
      update.aiSummary ?? "",
      update.aiCategory,
      update.jurisdiction?.name ?? "",
    ]
      .map((text) => text.toLowerCase()),
    time: Date.parse(update.publishDate),
  };
}

/**
 * The predicate of a rule: search is a case-insensitive substring of title, summary, category
 * or jurisdiction name; jurisdictions OR, industries OR, the two AND; dates inclusive.
 */
export function listingPredicate(rule: ListingRule): (item: SearchableUpdate) => boolean {
  const term = (rule.search ?? "").trim().toLowerCase();
  const names = rule.jurisdictions?.length ? new Set(rule.jurisdictions) : null;
  const categories = rule.industries?.length ? new Set(rule.industries) : null;
  const from = rule.from?.getTime() ?? -Infinity;
  const to = rule.to?.getTime() ?? Infinity;
  return (item) => {
    const { update } = item;
    if (names && !(update.jurisdiction && names.has(update.jurisdiction.name))) return false;
    if (categories && !categories.has(update.aiCategory)) return false;
    if (item.time < from || item.time > to) return false;
    return term === "" || item.haystacks.some((text) => text.includes(term));
  };
}

/** Order of the listing: publishDate, ties by id, newest first unless `asc`. */
export function compareUpdates(sort: "asc" | "desc") {
  const sign = sort === "asc" ? 1 : -1;
  return (a: SearchableUpdate, b: SearchableUpdate): number =>
    sign * (a.time - b.time || a.update.id - b.update.id);
}
