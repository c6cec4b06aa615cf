/**
 * Locality-sensitive hashing over MinHash signatures (ADR 0124): a signature
 * is cut into {@link BANDS} bands of {@link ROWS} values; two reports are candidates when one band
 * is equal. With similarity s the chance of becoming a candidate is 1 − (1 − s^ROWS)^BANDS:
 * 0.996 at the decision threshold s = 0.5, 0.29 at s = 0.2 and 0.005 at s = 0.05 (unrelated
 * reports), so pairs above the threshold are found and few below it are compared. In memory here; stored, a band is a row (band, hash, update id)
 * under an index on (band, hash) (the ADR says how).
 */
import { SIGNATURE_SIZE } from "./minhash.ts";

/** Signature values per band. */
export const ROWS = 3;
/** Bands per signature (the last SIGNATURE_SIZE mod ROWS values are in no band). */
export const BANDS = Math.floor(SIGNATURE_SIZE / ROWS);

/** The band hashes of a signature: one 32-bit number per band (the key a table would store). */
export function bandHashes(signature: Uint32Array): Uint32Array {
  const hashes = new Uint32Array(BANDS);
  for (let band = 0; band < BANDS; band++) {
    let h = 0x811c9dc5 ^ band;
    for (let row = band * ROWS; row < (band + 1) * ROWS; row++) {
      h = Math.imul(h ^ signature[row]!, 0x01000193);
    }
    hashes[band] = h >>> 0;
  }
  return hashes;
}

/** An index of signatures by their bands, for finding the candidates of a new report. */
export class LshIndex {
  readonly #bands = Array.from({ length: BANDS }, () => new Map<number, number[]>());

  /** Stores the bands of the signature of report `id`. */
  add(id: number, signature: Uint32Array): void {
    const hashes = bandHashes(signature);
    for (let band = 0; band < BANDS; band++) {
      const map = this.#bands[band]!;
      const ids = map.get(hashes[band]!);
      if (ids) ids.push(id);
      else map.set(hashes[band]!, [id]);
    }
  }

  /** The ids of stored reports that share at least one band with the signature. */
  candidates(signature: Uint32Array): Set<number> {
    const found = new Set<number>();
    const hashes = bandHashes(signature);
    for (let band = 0; band < BANDS; band++) {
      for (const id of this.#bands[band]!.get(hashes[band]!) ?? []) found.add(id);
    }
    return found;
  }
}
