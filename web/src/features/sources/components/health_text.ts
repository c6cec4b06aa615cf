/** Why a source needs attention, in words (the "Needs attention" panel, issue 14). */
import type { JurisdictionSourceView, JurisdictionView } from "@api/schemas/sources.ts";
import { lacksNeededKey } from "@domain/source_formats.ts";
import { HEALTH } from "../strings.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reason of a failing or silent source; null for the others. */
export function attentionReason(source: JurisdictionSourceView, now = new Date()): string | null {
  // The cause before its effect: a source without its key fails at every read.
  if (needsKey(source)) return HEALTH.needsKey;
  if (source.health === "failing") {
    return HEALTH.failing(source.consecutiveErrors, source.lastSyncError);
  }
  if (source.health !== "silent") return null;
  if (!source.lastNewItemAt) return HEALTH.silentNoDate;
  const days = Math.floor((now.getTime() - new Date(source.lastNewItemAt).getTime()) / DAY_MS);
  return HEALTH.silent(days, source.silentAfterDays);
}

/** An active source that cannot be read until its API key is entered (an OPML import's). */
export function needsKey(source: JurisdictionSourceView): boolean {
  return source.isActive && lacksNeededKey(source);
}

/**
 * The sources that need attention: those needing a key first (the fix is theirs to make), then
 * failing, then silent, each by name.
 */
export function needingAttention<T extends JurisdictionSourceView>(sources: readonly T[]): T[] {
  const rank = (s: T) => (needsKey(s) ? 0 : s.health === "failing" ? 1 : 2);
  return sources.filter((s) => needsKey(s) || s.health === "failing" || s.health === "silent")
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * Source Management narrowed to "Needs attention" (issue 25, the navigation's failing badge):
 * the jurisdictions with one of their own sources needing attention (their cards whole, so that
 * 'Sources: {n}' stays true), and the specialist sources that need it.
 */
export function attentionOnly<S extends JurisdictionSourceView>(
  jurisdictions: readonly JurisdictionView[],
  specialists: readonly S[],
): { jurisdictions: JurisdictionView[]; specialists: S[] } {
  return {
    jurisdictions: jurisdictions.filter((j) =>
      needingAttention(j.rssSources.filter((s) => s.sourceType === "jurisdiction")).length > 0
    ),
    specialists: needingAttention(specialists),
  };
}
