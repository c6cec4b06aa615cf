/**
 * Measures an obligation extractor against labelled sentences (workers/ai/testdata/): precision
 * and recall of obligations (does the sentence state a duty?) and of deadlines (the date it
 * fixes), and how often the actor found agrees with the label. Used by the accuracy test and
 * scripts/bench/obligations_accuracy.ts.
 */
import type { Obligation } from "../../domain/obligations.ts";

/** One hand-labelled sentence: the duty it states (at most one), or null. */
export interface LabelledSentence {
  text: string;
  /** "YYYY-MM-DD": what "of publication" counts from; earlier dates are history. */
  publishDate: string;
  obligation: { actor: string; deadline: string | null } | null;
}

/** Precision and recall of one kind of finding. */
export interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

/** A sentence the extractor got wrong, and how. */
export interface Miss {
  text: string;
  kind: "obligation" | "deadline" | "actor";
  expected: string;
  found: string;
}

/** The result of one measurement. */
export interface ObligationReport {
  sentences: number;
  obligations: Score;
  deadlines: Score;
  /** Of the obligations found where one is labelled, how many name the labelled actor. */
  actors: { agree: number; of: number };
  misses: Miss[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the shape of a labelled set read from JSON; throws on the first bad item. */
export function parseLabelledSentences(data: unknown): LabelledSentence[] {
  if (!Array.isArray(data)) throw new Error("ai/obligation_accuracy: labelled set is not an array");
  return data.map((item, i) => {
    const { text, publishDate, obligation } = (item ?? {}) as Record<string, unknown>;
    const o = obligation as Record<string, unknown> | null | undefined;
    const valid = typeof text === "string" && typeof publishDate === "string" &&
      DAY.test(publishDate) && (o === null || (typeof o === "object" && o !== undefined &&
        typeof o.actor === "string" &&
        (o.deadline === null || (typeof o.deadline === "string" && DAY.test(o.deadline)))));
    if (!valid) {
      throw new Error(
        `ai/obligation_accuracy: item ${i} needs text, publishDate (YYYY-MM-DD) and obligation ` +
          "(null or {actor, deadline: YYYY-MM-DD | null})",
      );
    }
    return item as LabelledSentence;
  });
}

function score(tp: number, fp: number, fn: number): Score {
  return {
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  };
}

/** Actors agree when they match ignoring case, a leading article and surrounding spaces. */
export function sameActor(a: string, b: string): boolean {
  const norm = (s: string) =>
    s.trim().toLowerCase().replace(/^(the|a|an|all|each|every|any)\s+/, "").replace(/\s+/g, " ");
  return norm(a) === norm(b);
}

/**
 * Runs `extract` over each sentence (as an update's content, with an empty title) and tallies.
 * An obligation counts as found when the extractor returns any for the sentence.
 */
export function measureObligations(
  items: readonly LabelledSentence[],
  extract: (input: { title: string; content: string; publishDate: Date }) => Obligation[],
): ObligationReport {
  const o = { tp: 0, fp: 0, fn: 0 };
  const d = { tp: 0, fp: 0, fn: 0 };
  const actors = { agree: 0, of: 0 };
  const misses: Miss[] = [];
  for (const item of items) {
    const publishDate = new Date(`${item.publishDate}T00:00:00Z`);
    const found = extract({ title: "", content: item.text, publishDate })[0] ?? null;
    const label = item.obligation;
    if (found && label) o.tp++;
    else if (found) o.fp++;
    else if (label) o.fn++;
    if (!!found !== !!label) {
      misses.push({
        text: item.text,
        kind: "obligation",
        expected: label ? "a duty" : "none",
        found: found ? `${found.actor} | ${found.action}` : "none",
      });
    }
    const want = label?.deadline ?? null;
    const got = found?.deadline ?? null;
    if (got !== null && got === want) d.tp++;
    else {
      if (got !== null) d.fp++;
      if (want !== null) d.fn++;
      if (got !== want) {
        misses.push({ text: item.text, kind: "deadline", expected: `${want}`, found: `${got}` });
      }
    }
    if (found && label) {
      actors.of++;
      if (sameActor(found.actor, label.actor)) actors.agree++;
      else {misses.push({
          text: item.text,
          kind: "actor",
          expected: label.actor,
          found: found.actor,
        });}
    }
  }
  return {
    sentences: items.length,
    obligations: score(o.tp, o.fp, o.fn),
    deadlines: score(d.tp, d.fp, d.fn),
    actors,
    misses,
  };
}
