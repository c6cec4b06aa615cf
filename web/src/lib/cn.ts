/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind utility win over an earlier
 * one of the same kind (`cn("w-full", "w-56")` → "w-56"), so that a caller's className overrides
 * a component's defaults.
 */
import { twMerge } from "tailwind-merge";

/** Class names joined and de-conflicted. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(" "));
}
