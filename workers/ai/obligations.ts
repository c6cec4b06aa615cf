/**
 * The offline obligation extractor: each sentence of the title and the content's head that states
 * a duty (obligation_rules.ts) becomes an obligation citing that sentence, with the first date the
 * sentence fixes as its deadline. A period counted from an event ("within 72 hours of becoming
 * aware") has no date; one counted from publication is resolved. Rules: docs/offline_analysis.md.
 */
import { type Obligation, UNSPECIFIED_ACTOR } from "../../domain/obligations.ts";
import { isoDay } from "./date_math.ts";
import { findDeadlines } from "./deadlines.ts";
import { keepCited } from "./obligation_check.ts";
import { dutyIn, type TriggerStrength } from "./obligation_rules.ts";
import { headOf, normaliseSpace, splitSentences } from "./text.ts";

/** What the extractor reads of an update. */
export interface ObligationInput {
  title: string;
  content: string;
  /** Dates before it are history, not deadlines; periods "of publication" count from it. */
  publishDate: Date;
}

/** Sentences longer than this are scraped run-on text, not a duty a reader could cite. */
const MAX_SENTENCE_CHARS = 1_000;

const BASE_CONFIDENCE: Record<TriggerStrength, number> = { strong: 0.8, medium: 0.6, weak: 0.5 };

/** The obligations of an update, in the order of the text (title first). */
export function extractObligations(input: ObligationInput): Obligation[] {
  const title = normaliseSpace(input.title);
  const sentences = [title, ...splitSentences(headOf(input.content))];
  const found: Obligation[] = [];
  for (const sentence of sentences) {
    if (sentence.length > MAX_SENTENCE_CHARS) continue;
    // A date only adds cues (obligation_rules.ts), so a sentence that states no duty even if
    // dated states none: its dates are not looked for (most sentences; the dearest step).
    const dutyIfDated = dutyIn(sentence, { dated: true });
    if (!dutyIfDated) continue;
    const deadline = findDeadlines(sentence, input.publishDate, { unanchored: "undated" })
      .find((d) => d.date !== null)?.date ?? null;
    const duty = deadline ? dutyIfDated : dutyIn(sentence, { dated: false });
    if (!duty) continue;
    let confidence = BASE_CONFIDENCE[duty.strength];
    if (deadline) confidence += 0.1;
    if (duty.actor === UNSPECIFIED_ACTOR) confidence -= 0.1;
    found.push({
      actor: duty.actor,
      action: duty.action,
      deadline: deadline ? isoDay(deadline) : null,
      citation: sentence,
      confidence,
    });
  }
  return keepCited(found, { title: input.title, content: input.content });
}
