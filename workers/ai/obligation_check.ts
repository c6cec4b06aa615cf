/**
 * The checks every obligation passes before it is stored, whoever proposed it (Gemini or the
 * offline rules): its citation must be in the update's title or content (whitespace aside), its
 * fields are trimmed and bounded, an impossible date loses its date, confidence is held to 0..1,
 * repeats are dropped, and at most OBLIGATION_LIMITS.perUpdate are kept.
 */
import {
  citationChecker,
  collapseWhitespace,
  type Obligation,
  OBLIGATION_LIMITS,
  UNSPECIFIED_ACTOR,
} from "../../domain/obligations.ts";
import { utcDate } from "./date_math.ts";

/** An obligation as an analyser proposes it: any field may be off. */
export interface ProposedObligation {
  actor: string;
  action: string;
  deadline?: string | null;
  citation: string;
  confidence: number;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** "YYYY-MM-DD" of a day that exists, or null. */
export function validDay(value: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? "");
  if (!m) return null;
  return utcDate(Number(m[1]), Number(m[2]) - 1, Number(m[3])) ? m[0] : null;
}

function clampConfidence(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/** The proposals that pass, tidied, in their order. */
export function keepCited(
  proposals: readonly ProposedObligation[],
  texts: { title: string; content: string },
): Obligation[] {
  const cited = citationChecker(texts);
  const seen = new Set<string>();
  const kept: Obligation[] = [];
  for (const p of proposals) {
    const citation = collapseWhitespace(p.citation);
    const action = cut(collapseWhitespace(p.action), OBLIGATION_LIMITS.actionChars);
    if (action === "" || citation.length > OBLIGATION_LIMITS.citationMaxChars) continue;
    if (!cited(citation)) continue;
    const key = `${citation}\u0000${action.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push({
      actor: cut(collapseWhitespace(p.actor), OBLIGATION_LIMITS.actorChars) || UNSPECIFIED_ACTOR,
      action,
      deadline: validDay(p.deadline),
      citation,
      confidence: clampConfidence(p.confidence),
    });
    if (kept.length === OBLIGATION_LIMITS.perUpdate) break;
  }
  return kept;
}
