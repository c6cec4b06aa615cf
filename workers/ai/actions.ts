/**
 * Required actions for the offline impact analysis: obligation sentences of the text rewritten as
 * short imperatives ("Employers must report the pay gap" → "Report the pay gap"), then defaults
 * for the category. Rules: docs/offline_analysis.md.
 */
import type { Category } from "../../domain/categories.ts";
import { splitSentences, truncateWords } from "./text.ts";

/** Actions taken from the text at most; the rest of the list is category defaults. */
export const MAX_TEXT_ACTIONS = 4;
/** Actions listed at most. */
export const MAX_ACTIONS = 6;
const ACTION_WORDS = 18;

const MODAL = new RegExp(
  "\\b(must not|shall not|may not|must|shall|(?:is|are|will be) required to|" +
    "(?:will )?(?:need|needs|have|has) to)\\s+(.+)$",
  "i",
);

/** Default actions per category, for obligations the text states only implicitly. */
export const CATEGORY_ACTIONS: Readonly<Record<Category, readonly string[]>> = {
  "Construction & Real Estate": [
    "Review property, leasing and construction contracts affected by the change",
  ],
  "Data Protection & Cybersecurity": [
    "Review personal data processing, privacy notices and security controls",
    "Check incident response and breach notification procedures",
  ],
  "Employment & Labor": ["Review employment contracts, HR policies and payroll settings"],
  "Energy & Environment": ["Assess environmental permits, reporting and emissions data"],
  "Financial Services": ["Review regulated financial activities, reporting and customer processes"],
  "General": ["Assess whether the change applies to your business"],
  "Healthcare": ["Review health-related products, services and health data handling"],
  "Manufacturing & Industrial": ["Review product conformity, safety documentation and suppliers"],
  "Public Sector & Government": ["Check public contracts, tenders and dealings with public bodies"],
  "Retail & Consumer Goods": ["Review consumer terms, pricing, labelling and marketing claims"],
  "IT & Technology": ["Review the technology systems, software and AI uses in scope"],
  "Tax": ["Assess the tax impact and update tax filings and systems"],
  "Telecommunications & Media": ["Review communications services, content and marketing channels"],
  "Transportation": ["Review fleet, logistics and passenger or freight operations"],
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  // Keep acronyms ("GDPR", "HMRC") as they are.
  return /^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Rewrites one obligation sentence as an imperative action, or null when it has no modal. */
export function toAction(sentence: string): string | null {
  const match = sentence.match(MODAL);
  if (!match) return null;
  const modal = (match[1] ?? "").toLowerCase();
  // Stop at the first clause that turns the rule into a condition or an aside.
  let predicate = (match[2] ?? "").split(/;|\s+unless\s+|\s+except\s+|,\s+which\s+/i)[0] ?? "";
  predicate = predicate.replace(/[.!?]+$/, "").replace(/\btheir\b/gi, "your").trim();
  if (predicate.split(/\s+/).length < 2) return null;
  let action: string;
  if (/\bnot$/.test(modal)) {
    action = `Do not ${lowerFirst(predicate)}`;
  } else if (/^be\s/i.test(predicate)) {
    // Passive ("Reports must be filed") reads best as "Ensure reports are filed".
    const clause = sentence.slice(0, match.index).split(/[,;:]/).pop() ?? "";
    const subject = clause.trim().split(/\s+/).slice(-6).join(" ");
    if (subject === "") return null;
    const verb = /s$/i.test(subject) ? "are" : "is";
    action = `Ensure ${lowerFirst(subject)} ${verb} ${predicate.replace(/^be\s+/i, "")}`;
  } else {
    action = capitalise(predicate);
  }
  return truncateWords(action, ACTION_WORDS);
}

/** Actions from the text's obligation sentences, without repeats, at most MAX_TEXT_ACTIONS. */
export function textActions(text: string): string[] {
  const actions: string[] = [];
  for (const sentence of splitSentences(text)) {
    const action = toAction(sentence);
    if (action === null) continue;
    if (actions.some((a) => a.toLowerCase() === action.toLowerCase())) continue;
    actions.push(action);
    if (actions.length === MAX_TEXT_ACTIONS) break;
  }
  return actions;
}

/** The full list: text actions, a deadline plan when one is dated, then category defaults. */
export function requiredActions(
  fromText: readonly string[],
  category: Category,
  options: { nearestDeadline: string | null },
): string[] {
  const actions = [...fromText];
  if (options.nearestDeadline !== null) {
    actions.push(`Plan the work to meet the deadline of ${options.nearestDeadline}`);
  }
  for (const fallback of CATEGORY_ACTIONS[category]) {
    if (actions.length >= MAX_ACTIONS) break;
    actions.push(fallback);
  }
  return actions.slice(0, MAX_ACTIONS);
}
