/** The terms editor's text: terms separated by commas (or new lines), shown as "a, b, c". */

/** The terms of the editor's text, trimmed, blanks dropped (the server de-duplicates). */
export function parseTermsText(text: string): string[] {
  return text.split(/[,\n]/).map((t) => t.trim()).filter(Boolean);
}

/** The editor's starting text for a list of terms. */
export function termsToText(terms: readonly string[]): string {
  return terms.join(", ");
}
