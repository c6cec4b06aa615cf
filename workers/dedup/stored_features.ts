/**
 * The features of a report (report_features.ts) as the database stores them and back
 * (db/queries/report_features.ts, ADR 0141): the signature as little-endian bytes,
 * the LSH band hashes as int32 (PostgreSQL has no unsigned integer), the acts' keys flat with
 * the match keys the candidates query reads, the key facts in their own column (ADR 0175; found
 * by legal_update_fact_keys, ADR 0184).
 */
import type { FeatureColumns, StoredFeatures } from "../../db/queries/report_features.ts";
import { copyKeyOf } from "./copies.ts";
import { bandHashes } from "./lsh_index.ts";
import type { ReportFeatures, Variant } from "./report_features.ts";

/** A bill's key without its congress: what a key with and one without both match. */
function baseKey(key: string): string {
  return key.split("@")[0]!;
}

/** The keys a report is found by: its acts' keys, and a bill's also without its congress. */
export function matchKeysOf(features: ReportFeatures): string[] {
  const keys = new Set<string>();
  for (const list of features.own.values()) {
    for (const key of list) keys.add(key).add(baseKey(key));
  }
  return [...keys];
}

/** The band hashes of a report, as int32. */
export function bandsOf(features: ReportFeatures): number[] {
  return Array.from(bandHashes(features.signature), (h) => h | 0);
}

/** The row stored for a report's features. */
export function toStored(
  id: number,
  features: ReportFeatures,
  options: { official: boolean; copyOf?: number | null },
): StoredFeatures {
  const { official } = options;
  const signature = features.signature;
  return {
    legalUpdateId: id,
    signature: new Uint8Array(signature.buffer, signature.byteOffset, signature.byteLength),
    bands: bandsOf(features),
    ownKeys: [...features.own.values()].flat(),
    matchKeys: matchKeysOf(features),
    variant: features.variant,
    titleNumbers: features.titleNumbers,
    titleWords: [...features.titleWords],
    keyFacts: features.facts,
    day: features.day,
    jurisdiction: features.jurisdiction,
    official,
    copyKey: copyKeyOf(features, official),
    copyOf: options.copyOf ?? null,
  };
}

/** A stored row's features, as the rule reads them. */
export function fromStored(row: FeatureColumns): ReportFeatures {
  const own = new Map<string, string[]>();
  for (const key of row.ownKeys) {
    const scheme = key.slice(0, key.indexOf(":"));
    own.set(scheme, [...(own.get(scheme) ?? []), key]);
  }
  const bytes = row.signature;
  // Copied: a driver's buffer may be a view into a bigger, unaligned one.
  const signature = new Uint32Array(bytes.slice().buffer);
  return {
    own,
    variant: row.variant as Variant,
    signature,
    titleNumbers: row.titleNumbers,
    titleWords: new Set(row.titleWords),
    facts: row.keyFacts,
    day: row.day,
    jurisdiction: row.jurisdiction,
  };
}
