/**
 * The legislative filter terms a new database starts with (spec part 2 §9): an RSS item is
 * legislative when one of them occurs in it as a whole word. Superadmins may replace them.
 */

/** The 24 default terms of spec part 2 §9. */
// deno-fmt-ignore
export const DEFAULT_LEGISLATIVE_TERMS: readonly string[] = [
  "act", "acts", "amendment", "amendments", "bill", "bills", "decree", "decrees", "law", "laws",
  "measure", "measures", "resolution", "resolutions", "statute", "statutes", "regulation",
  "regulations", "treaty", "treaties", "directive", "directives", "decision", "decisions",
];
