/**
 * Measures a classifier against labelled updates: overall accuracy, accuracy per category and the
 * confusions (expected → predicted) that cost the most. Used by the accuracy test and
 * scripts/bench/ai_accuracy.ts.
 */
import { CATEGORIES, type Category } from "../../domain/categories.ts";

/** One hand-labelled update of workers/ai/testdata/. */
export interface LabelledUpdate {
  title: string;
  summary: string;
  category: Category;
}

/** How one category fared. */
export interface CategoryAccuracy {
  category: Category;
  total: number;
  correct: number;
  accuracy: number;
}

/** A kind of mistake and how often it happened. */
export interface Confusion {
  expected: Category;
  predicted: Category;
  count: number;
  titles: string[];
}

/** The result of one measurement. */
export interface AccuracyReport {
  total: number;
  correct: number;
  accuracy: number;
  perCategory: CategoryAccuracy[];
  confusions: Confusion[];
}

/** Checks the shape of a labelled set read from JSON; throws on the first bad item. */
export function parseLabelledUpdates(data: unknown): LabelledUpdate[] {
  if (!Array.isArray(data)) throw new Error("ai/accuracy: labelled set is not an array");
  return data.map((item, i) => {
    const { title, summary, category } = (item ?? {}) as Record<string, unknown>;
    if (typeof title !== "string" || typeof summary !== "string" || typeof category !== "string") {
      throw new Error(`ai/accuracy: item ${i} needs string title, summary and category`);
    }
    // Labels must be the canonical names: an alias would hide a typo in the data.
    if (!(CATEGORIES as readonly string[]).includes(category)) {
      throw new Error(`ai/accuracy: item ${i} has unknown category '${category}'`);
    }
    return { title, summary, category: category as Category };
  });
}

/** Runs the classifier over every item (title + summary as content) and tallies the results. */
export function measureAccuracy(
  items: readonly LabelledUpdate[],
  classifyFn: (input: { title: string; content: string }) => Category,
): AccuracyReport {
  const byCategory = new Map<Category, { total: number; correct: number }>();
  const confusions = new Map<string, Confusion>();
  let correct = 0;
  for (const item of items) {
    const predicted = classifyFn({ title: item.title, content: item.summary });
    const tally = byCategory.get(item.category) ?? { total: 0, correct: 0 };
    tally.total++;
    if (predicted === item.category) {
      tally.correct++;
      correct++;
    } else {
      const key = `${item.category}→${predicted}`;
      const confusion = confusions.get(key) ??
        { expected: item.category, predicted, count: 0, titles: [] };
      confusion.count++;
      confusion.titles.push(item.title);
      confusions.set(key, confusion);
    }
    byCategory.set(item.category, tally);
  }
  const perCategory = CATEGORIES.filter((c) => byCategory.has(c)).map((category) => {
    const { total, correct } = byCategory.get(category) ?? { total: 0, correct: 0 };
    return { category, total, correct, accuracy: total === 0 ? 0 : correct / total };
  });
  return {
    total: items.length,
    correct,
    accuracy: items.length === 0 ? 0 : correct / items.length,
    perCategory,
    confusions: [...confusions.values()].sort((a, b) => b.count - a.count),
  };
}
