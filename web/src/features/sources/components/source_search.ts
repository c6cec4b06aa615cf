/**
 * The 'Search Sources' box (spec part 2 §2): jurisdictions match on name or description,
 * specialist sources on name, url or legislativeFilter; case-insensitive substring.
 */
import type { JurisdictionView, RssSourceView } from "@api/schemas/sources.ts";

/** What the search leaves, and the '{x} of {y}' figures. */
export interface SearchResult {
  jurisdictions: JurisdictionView[];
  specialists: RssSourceView[];
  matched: number;
  total: number;
}

function contains(query: string, ...fields: (string | null)[]): boolean {
  return fields.some((f) => f !== null && f.toLowerCase().includes(query));
}

/** Filters both lists by `query` (blank: everything). */
export function searchSources(
  jurisdictions: readonly JurisdictionView[],
  specialists: readonly RssSourceView[],
  query: string,
): SearchResult {
  const q = query.trim().toLowerCase();
  const js = q
    ? jurisdictions.filter((j) => contains(q, j.name, j.description))
    : [...jurisdictions];
  const ss = q
    ? specialists.filter((s) => contains(q, s.name, s.url, s.legislativeFilter))
    : [...specialists];
  return {
    jurisdictions: js,
    specialists: ss,
    matched: js.length + ss.length,
    total: jurisdictions.length + specialists.length,
  };
}
