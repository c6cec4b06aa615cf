/**
 * pg_trgm's similarity, computed the way PostgreSQL computes it (lower case, words of letters and
 * digits, each padded with two blanks in front and one behind, the share of common trigrams),
 * so that `deno task bench dedup` can weigh trigrams against MinHash without a database.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The trigram set of a text, as pg_trgm's show_trgm makes it. */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

/** pg_trgm's similarity(): common trigrams over all trigrams of the two texts. */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
