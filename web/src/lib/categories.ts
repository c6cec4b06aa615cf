/**
 * Industry categories as the screens show them (spec part 1 §3, spec DECISIONS.md): the 14 names,
 * each with its own badge colour; 'Technology' is shown as 'IT & Technology' and anything unknown
 * as 'General', the fallback badge.
 */
import { canonicalCategory, CATEGORIES, type Category } from "@domain/categories.ts";

/** Badge classes (background, text, border) of each category. */
export const CATEGORY_BADGE_CLASSES: Record<Category, string> = {
  "Construction & Real Estate": "border-amber-200 bg-amber-50 text-amber-800",
  "Data Protection & Cybersecurity": "border-violet-200 bg-violet-50 text-violet-800",
  "Employment & Labor": "border-orange-200 bg-orange-50 text-orange-800",
  "Energy & Environment": "border-green-200 bg-green-50 text-green-800",
  "Financial Services": "border-emerald-200 bg-emerald-50 text-emerald-800",
  "General": "border-slate-200 bg-slate-100 text-slate-700",
  "Healthcare": "border-rose-200 bg-rose-50 text-rose-800",
  "Manufacturing & Industrial": "border-stone-300 bg-stone-100 text-stone-800",
  "Public Sector & Government": "border-blue-200 bg-blue-50 text-blue-800",
  "Retail & Consumer Goods": "border-pink-200 bg-pink-50 text-pink-800",
  "IT & Technology": "border-cyan-200 bg-cyan-50 text-cyan-800",
  "Tax": "border-yellow-200 bg-yellow-50 text-yellow-800",
  "Telecommunications & Media": "border-indigo-200 bg-indigo-50 text-indigo-800",
  "Transportation": "border-teal-200 bg-teal-50 text-teal-800",
};

/** The category a stored or received value shows as. */
export function displayCategory(value: string | null | undefined): Category {
  return canonicalCategory(value);
}

/** Badge classes for any value (unknown values get the 'General' colours). */
export function categoryBadgeClass(value: string | null | undefined): string {
  return CATEGORY_BADGE_CLASSES[displayCategory(value)];
}

/** The 14 categories in alphabetical order, for checklists and pickers. */
export const INDUSTRY_OPTIONS: readonly Category[] = [...CATEGORIES].sort((a, b) =>
  a.localeCompare(b, "en")
);
