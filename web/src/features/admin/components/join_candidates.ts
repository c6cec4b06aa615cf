/**
 * Which changes "Join with…" offers (issue 27): the pending rows other than the change being
 * joined, narrowed by a search over their titles and the names and titles of all their reports
 * (a law firm's headline may only match another source's wording), at most `max` shown.
 */
import {
  type OtherReport,
  reportSourceName,
} from "@/components/legal_updates/also_reported_by_text.ts";

/** What a candidate needs: its id, title, source and other reports. */
export interface CandidateChange {
  id: number;
  title: string;
  sourceUrl: string;
  source: string | null;
  rssSource: { name: string } | null;
  alsoReportedBy: readonly OtherReport[];
}

/** Most candidates the dialog lists at once; a search narrows the rest. */
export const MAX_CANDIDATES = 50;

function searchText(change: CandidateChange): string {
  const own = [change.title, change.rssSource?.name ?? change.source ?? ""];
  const others = change.alsoReportedBy.flatMap((r) => [r.title, reportSourceName(r)]);
  return [...own, ...others].join("\n").toLowerCase();
}

/** The candidates to show and how many match in all. */
export function joinCandidates<T extends CandidateChange>(
  pending: readonly T[],
  joining: { id: number },
  options: { search: string; max?: number },
): { shown: T[]; matching: number } {
  const needle = options.search.trim().toLowerCase();
  const matches = pending.filter((change) =>
    change.id !== joining.id && (needle === "" || searchText(change).includes(needle))
  );
  return { shown: matches.slice(0, options.max ?? MAX_CANDIDATES), matching: matches.length };
}
