/**
 * The 14 industry categories of a legal update (spec part 2 §3), in the spec's order.
 * 'IT & Technology' is the canonical technology name; 'Technology' is accepted as an alias.
 * Every write path stores the canonical name (a CHECK constraint on legal_updates.ai_category
 * refuses anything else); NULL means "not analysed yet" and is shown as 'General'.
 */
export const CATEGORIES = [
  "Construction & Real Estate",
  "Data Protection & Cybersecurity",
  "Employment & Labor",
  "Energy & Environment",
  "Financial Services",
  "General",
  "Healthcare",
  "Manufacturing & Industrial",
  "Public Sector & Government",
  "Retail & Consumer Goods",
  "IT & Technology",
  "Tax",
  "Telecommunications & Media",
  "Transportation",
] as const;

/** One of the 14 categories, spelled as stored and shown. */
export type Category = (typeof CATEGORIES)[number];

/** The category every unknown or empty value falls back to, and how NULL is shown. */
export const FALLBACK_CATEGORY: Category = "General";

const CATEGORY_ALIASES: Record<string, Category> = { technology: "IT & Technology" };

const BY_LOWER_NAME = new Map<string, Category>(CATEGORIES.map((c) => [c.toLowerCase(), c]));

/** Maps any stored or submitted value onto one of the 14 categories ('General' when unknown). */
export function canonicalCategory(value: string | null | undefined): Category {
  const key = (value ?? "").trim().toLowerCase();
  return BY_LOWER_NAME.get(key) ?? CATEGORY_ALIASES[key] ?? FALLBACK_CATEGORY;
}

/** True when the value names one of the 14 categories (or an accepted alias). */
export function isKnownCategory(value: string): boolean {
  const key = value.trim().toLowerCase();
  return BY_LOWER_NAME.has(key) || key in CATEGORY_ALIASES;
}
