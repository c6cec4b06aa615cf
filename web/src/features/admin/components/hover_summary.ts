/**
 * The summary shown when hovering a title (spec part 2 §2, §9): the AI summary when it is longer
 * than 20 characters, else the first two sentences of the content, else a generic sentence.
 */
import { GENERIC_SUMMARY } from "../strings.ts";

export const SUMMARY_THRESHOLD = 20;
const MAX_LENGTH = 400;

/** The first `count` sentences of a text (whitespace collapsed), or "" when it has none. */
export function firstSentences(text: string, count: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (!flat) return "";
  const sentences = flat.match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g) ?? [flat];
  return sentences.slice(0, count).map((s) => s.trim()).join(" ");
}

function clip(text: string): string {
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…` : text;
}

/** What the hover card says about an update. */
export function hoverSummary(update: { aiSummary: string | null; content: string }): string {
  const summary = update.aiSummary?.trim() ?? "";
  if (summary.length > SUMMARY_THRESHOLD) return clip(summary);
  const sentences = firstSentences(update.content, 2);
  return sentences ? clip(sentences) : GENERIC_SUMMARY;
}
