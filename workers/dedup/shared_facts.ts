/**
 * The rule "one change by its key facts" (ADR 0175): two reports worded unlike each
 * other (a journal entry, the regulator's press release, a law firm's note) are one change when
 * they state the same key fact (key_facts.ts: a date still ahead, a rate or a sum with a
 * fraction), state no other fact of that kind differently, and their titles share words of
 * substance. Acts of one series often start on one common date ("Airworthiness Directives; The
 * Boeing Company Airplanes" and "…; Airbus SAS Airplanes", both effective 6 April), so a date
 * needs more of the title in common than a rate or a sum does.
 */

/** Short words and the words of any heading, which say nothing of the subject. */
// deno-fmt-ignore
const FILLER = new Set([
  "the", "and", "for", "from", "with", "over", "into", "under", "about", "after", "before",
  "new", "now", "more", "its", "their", "this", "that", "what", "how", "why", "our", "your",
  "der", "die", "das", "und", "für", "von", "mit", "les", "des", "pour", "dans", "sur", "une",
  "het", "een", "voor", "van",
]);

/** The fewest title words of substance two reports sharing only a date must have in common. */
export const MIN_SHARED_WORDS_FOR_DATE = 2;

function kindOf(fact: string): string {
  return fact.slice(0, fact.indexOf(":"));
}

// A title word without its plural "s" ("advisers", "directors"), of 3 letters or more.
function substance(words: ReadonlySet<string>): Set<string> {
  const kept = new Set<string>();
  for (const word of words) {
    if (word.length < 3 || FILLER.has(word) || /^\d+$/.test(word)) continue;
    kept.add(word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word);
  }
  return kept;
}

/**
 * The stored title words of which a report must hold one to be one change with a report of
 * `titleWords` by their key facts: each of its words of substance, bare and with a plural "s"
 * (what {@link substance} makes of a stored word is one of them exactly when it is one of those).
 * A necessary condition of {@link oneChangeByFacts} that the candidates query can ask of a
 * report's stored title words, so that a common date brings only the reports it could join
 * (ADR 0186).
 */
export function wordsToShare(titleWords: ReadonlySet<string>): string[] {
  const words = new Set<string>();
  for (const word of substance(titleWords)) words.add(word).add(`${word}s`);
  return [...words];
}

/**
 * The facts both reports state, or null when they state a fact of one kind differently (both
 * give rates, and none in common: two duties of one series).
 */
function sharedFacts(a: readonly string[], b: readonly string[]): string[] | null {
  const shared = a.filter((fact) => b.includes(fact));
  for (const kind of new Set(a.map(kindOf))) {
    const other = b.filter((fact) => kindOf(fact) === kind);
    if (other.length > 0 && !shared.some((fact) => kindOf(fact) === kind)) return null;
  }
  return shared;
}

/**
 * Whether two reports are one change by their key facts; the reason names the facts. Only
 * asked once the text branch's guards hold (one jurisdiction, a few days apart, no different
 * numbers in the titles).
 */
export function oneChangeByFacts(
  a: { facts: readonly string[]; titleWords: ReadonlySet<string> },
  b: { facts: readonly string[]; titleWords: ReadonlySet<string> },
): string | null {
  const facts = sharedFacts(a.facts, b.facts);
  if (facts === null || facts.length === 0) return null;
  const wa = substance(a.titleWords);
  let words = 0;
  for (const word of substance(b.titleWords)) if (wa.has(word)) words++;
  const amounts = facts.some((fact) => kindOf(fact) !== "date");
  const enough = amounts ? words >= 1 : words >= MIN_SHARED_WORDS_FOR_DATE;
  return enough ? `same key facts: ${facts.join(" ")}, ${words} title words in common` : null;
}
