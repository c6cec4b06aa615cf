/**
 * What Gemini is asked to answer (the response schemas sent with each call) and how its answers
 * are checked (zod). An answer that is not JSON or misses a field is a MalformedAnswerError, which
 * sends the call to the offline rules; fixable details are repaired here instead (see below).
 */
import { type Schema, Type } from "@google/genai";
import { z } from "zod";
import {
  canonicalCategory,
  CATEGORIES,
  type Category,
  isKnownCategory,
} from "../../domain/categories.ts";
import type { Obligation } from "../../domain/obligations.ts";
import { utcDate } from "./date_math.ts";
import { BUSINESS_FUNCTIONS } from "./impact_rules.ts";
import { keepCited, type ProposedObligation } from "./obligation_check.ts";
import { SUMMARY_MAX_WORDS } from "./summarise.ts";
import { truncateWords } from "./text.ts";
import type { Deadline, ImpactAnalysis } from "./types.ts";

/** Gemini's answer could not be used; the caller falls back to the offline rules. */
export class MalformedAnswerError extends Error {
  override name = "MalformedAnswerError";
}

/** One obligation in analyseUpdate's answer. */
const OBLIGATION_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    actor: { type: Type.STRING, description: "Who must act, as the text names them." },
    action: { type: Type.STRING, description: "What they must (or must not) do." },
    deadline: { type: Type.STRING, nullable: true, description: "YYYY-MM-DD, or null" },
    citation: {
      type: Type.STRING,
      description: "The one sentence stating it, copied exactly from the title or text.",
    },
    confidence: { type: Type.NUMBER, minimum: 0, maximum: 1 },
  },
  required: ["actor", "action", "deadline", "citation", "confidence"],
  propertyOrdering: ["actor", "action", "deadline", "citation", "confidence"],
};

/** The response schema of analyseUpdate. */
export const UPDATE_RESPONSE_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    summary: { type: Type.STRING, description: `At most ${SUMMARY_MAX_WORDS} words.` },
    category: { type: Type.STRING, enum: [...CATEGORIES] },
    obligations: { type: Type.ARRAY, items: OBLIGATION_SCHEMA },
  },
  required: ["summary", "category", "obligations"],
  propertyOrdering: ["summary", "category", "obligations"],
};

/** The response schema of assessImpact. */
export const IMPACT_RESPONSE_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    impactSummary: { type: Type.STRING },
    risk: { type: Type.STRING, enum: ["High", "Medium", "Low"] },
    requiredActions: { type: Type.ARRAY, items: { type: Type.STRING } },
    deadlines: {
      type: Type.ARRAY,
      items: {
        type: Type.OBJECT,
        properties: {
          text: { type: Type.STRING },
          date: { type: Type.STRING, nullable: true, description: "YYYY-MM-DD, or null" },
        },
        required: ["text", "date"],
      },
    },
    businessFunctions: {
      type: Type.ARRAY,
      items: { type: Type.STRING, enum: [...BUSINESS_FUNCTIONS] },
    },
    priority: { type: Type.INTEGER, minimum: 1, maximum: 100 },
  },
  required: [
    "impactSummary",
    "risk",
    "requiredActions",
    "deadlines",
    "businessFunctions",
    "priority",
  ],
};

const text = z.string().trim().min(1);
// Obligations are checked one by one (obligationAnswer): a bad one is dropped, not the answer.
const updateAnswer = z.object({
  summary: text,
  category: z.string(),
  obligations: z.array(z.unknown()).optional(),
});
const confidence = z.union([
  z.number(),
  z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number),
]);
const obligationAnswer: z.ZodType<ProposedObligation> = z.object({
  actor: z.string(),
  action: z.string(),
  deadline: z.string().nullable().optional(),
  citation: z.string(),
  confidence: confidence.optional().default(0.5),
});
const impactAnswer = z.object({
  impactSummary: text,
  risk: z.string().trim().toLowerCase().pipe(z.enum(["high", "medium", "low"])),
  requiredActions: z.array(z.string()),
  deadlines: z.array(z.object({ text, date: z.string().nullable().optional() })),
  businessFunctions: z.array(z.string()),
  priority: z.union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)]),
});

function parseJson<T>(answer: string | undefined, schema: z.ZodType<T>, what: string): T {
  // JSON mode answers bare JSON; a fenced block is tolerated because it costs nothing.
  const raw = (answer ?? "").trim().replace(/^```(?:json)?\s*|\s*```$/g, "");
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new MalformedAnswerError(`ai/gemini: ${what} answer is not JSON: ${raw.slice(0, 80)}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new MalformedAnswerError(
      `ai/gemini: ${what} answer is invalid at ${
        issue?.path.join(".") || "root"
      }: ${issue?.message}`,
    );
  }
  return result.data;
}

/** A checked analyseUpdate answer. */
export interface UpdateAnswer {
  summary: string;
  category: Category;
  categoryReplaced: boolean;
  obligations: Obligation[];
}

/**
 * Checks an analyseUpdate answer. A summary over the limit is cut at a word boundary (the model's
 * words are still better than an extract); a category outside the 14 is replaced by
 * `otherwise()`, which the analyser answers with the offline classifier's category. Obligations
 * that are malformed or cite words not in `texts` are dropped (obligation_check.ts).
 */
export function parseUpdateAnswer(
  answer: string | undefined,
  otherwise: () => Category,
  texts: { title: string; content: string },
): UpdateAnswer {
  const { summary, category, obligations = [] } = parseJson(answer, updateAnswer, "update");
  const known = isKnownCategory(category);
  const proposals = obligations.flatMap((item) => {
    const parsed = obligationAnswer.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    summary: truncateWords(summary, SUMMARY_MAX_WORDS),
    category: known ? canonicalCategory(category) : otherwise(),
    categoryReplaced: !known,
    obligations: keepCited(proposals, texts),
  };
}

function toDeadline(d: { text: string; date?: string | null }): Deadline {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d.date?.trim() ?? "");
  // An impossible date ("2027-02-30") keeps its text and loses its date, like an event deadline.
  return { text: d.text, date: m ? utcDate(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null };
}

/** Checks an assessImpact answer; priority is rounded and clamped to 1..100, lists are tidied. */
export function parseImpactAnswer(answer: string | undefined): Omit<ImpactAnalysis, "analysedBy"> {
  const a = parseJson(answer, impactAnswer, "impact");
  const tidy = (list: string[], max: number) =>
    [...new Set(list.map((s) => s.trim()).filter((s) => s !== ""))].slice(0, max);
  const known = new Map(BUSINESS_FUNCTIONS.map((f) => [f.toLowerCase(), f as string]));
  return {
    impactSummary: a.impactSummary,
    risk: a.risk === "high" ? "High" : a.risk === "medium" ? "Medium" : "Low",
    requiredActions: tidy(a.requiredActions, 10),
    deadlines: a.deadlines.slice(0, 10).map(toDeadline),
    businessFunctions: tidy(
      a.businessFunctions.map((f) => known.get(f.trim().toLowerCase()) ?? f),
      11,
    ),
    priority: Math.min(100, Math.max(1, Math.round(a.priority))),
  };
}
