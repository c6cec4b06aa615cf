/**
 * MinHash signatures of a report's words (ADR 0124): the words of title and
 * text, folded as everywhere else ({@link foldText}), cut into overlapping shingles of
 * {@link SHINGLE_WORDS} words; each of {@link SIGNATURE_SIZE} hash functions keeps its smallest
 * value over the shingles. The share of equal positions of two signatures estimates the Jaccard
 * similarity of the two shingle sets. Linear in the text, and only its first
 * {@link MAX_WORDS} words count (bounded time and memory per report).
 */
import { foldText } from "../../domain/term_match.ts";

/** Words per shingle. */
export const SHINGLE_WORDS = 2;
/** Hash functions per signature (the estimate's standard error is about 0.5/√size). */
export const SIGNATURE_SIZE = 128;
/** Words of title and text taken into account. */
export const MAX_WORDS = 2_000;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
// The hash functions are h_i(x) = a_i·x + b_i mod 2^32 over a mixed shingle hash x, a_i odd (a
// permutation of the 32-bit values): one multiplication per value, four times cheaper than
// mixing each. Fixed, so that signatures stored today compare with later ones.
const A = Uint32Array.from({ length: SIGNATURE_SIZE }, (_, i) => fmix32(0x9e3779b9 + i) | 1);
const B = Uint32Array.from({ length: SIGNATURE_SIZE }, (_, i) => fmix32(0x7f4a7c15 + i));

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a's state `h` carried on over the UTF-16 units of `text`. */
function fnvOver(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

/** FNV-1a over the UTF-16 units of a string. */
export function fnv1a(text: string): number {
  return fnvOver(FNV_OFFSET, text) >>> 0;
}

/** The folded words of a text, at most `max`. */
export function wordsOf(text: string, max = MAX_WORDS): string[] {
  const words: string[] = [];
  for (const [word] of foldText(text).matchAll(WORD)) {
    if (words.length >= max) break;
    words.push(word);
  }
  return words;
}

/**
 * The hashes of the shingles of some words, in order (one shingle of them all when there are
 * fewer): FNV-1a of a shingle's words joined by a space, hashed on from word to word rather than
 * joined (no string per shingle). A shingle that repeats is hashed again: a minimum does not
 * change for it, and a set to drop it cost more than the repeats do.
 */
export function shingleHashes(words: readonly string[], size = SHINGLE_WORDS): Uint32Array {
  const hashes = new Uint32Array(Math.max(1, words.length - size + 1));
  for (let i = 0; i < hashes.length; i++) {
    let h = FNV_OFFSET;
    const end = Math.min(i + size, words.length);
    for (let j = i; j < end; j++) {
      h = fnvOver(j > i ? Math.imul(h ^ 0x20, FNV_PRIME) : h, words[j]!);
    }
    hashes[i] = h >>> 0;
  }
  return hashes;
}

/** The signature of some shingle hashes (repeats or not: the minimum of each function). */
export function signatureOf(shingles: ArrayLike<number>): Uint32Array {
  const signature = new Uint32Array(SIGNATURE_SIZE).fill(0xffffffff);
  for (let s = 0; s < shingles.length; s++) {
    const x = fmix32(shingles[s]!);
    for (let i = 0; i < SIGNATURE_SIZE; i++) {
      const h = (Math.imul(A[i]!, x) + B[i]!) >>> 0;
      if (h < signature[i]!) signature[i] = h;
    }
  }
  return signature;
}

/** The signature of a report's title and text. */
export function reportSignature(title: string, text: string): Uint32Array {
  return signatureOf(shingleHashes(wordsOf(`${title}\n${text}`)));
}

/** The estimated Jaccard similarity of the sets behind two signatures, 0 to 1. */
export function estimatedSimilarity(a: Uint32Array, b: Uint32Array): number {
  let equal = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) equal++;
  return equal / a.length;
}
