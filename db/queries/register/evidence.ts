/**
 * The SQL of evidence files (issue 29): store one (its row, then its bytes part by part), read
 * one's bytes for download part by part, and mark one removed. Every read names the register's
 * scope through the entry: another register's file is not found. A removed file keeps its row
 * (name, size, SHA-256, who and when) without its parts, so the entry's history can still name it.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { registerEntries, registerEvidence, registerEvidenceParts } from "../../schema.ts";

/**
 * The size of every stored part but a file's last (ADR 0183); the migration
 * 0028_evidence_parts cut the older files at the same size.
 */
export const EVIDENCE_PART_BYTES = 1024 * 1024;

/** A file's description to store on an entry (its bytes go in with {@link insertEvidencePart}). */
export type NewEvidence = Omit<typeof registerEvidence.$inferInsert, "content">;

/** Stores a file's description; answers its id. */
export async function insertEvidence(db: Db, values: NewEvidence): Promise<number> {
  const [row] = await db.insert(registerEvidence).values(values).returning({
    id: registerEvidence.id,
  });
  if (!row) throw new Error("db/queries/register/evidence: insert returned no row");
  return row.id;
}

/** Which file: its id, its entry's id and the register it must belong to. */
export interface EvidenceKey {
  scope: string;
  entryId: number;
  evidenceId: number;
}

function keyWhere(key: EvidenceKey) {
  return and(
    eq(registerEvidence.id, key.evidenceId),
    eq(registerEvidence.entryId, key.entryId),
    eq(registerEntries.scope, key.scope),
    isNull(registerEvidence.removedAt),
  );
}

/** A file that is not removed (its description, not its bytes), or null. */
export async function evidenceFile(db: Db, key: EvidenceKey) {
  const [row] = await db.select({
    id: registerEvidence.id,
    fileName: registerEvidence.fileName,
    mediaType: registerEvidence.mediaType,
    size: registerEvidence.size,
  }).from(registerEvidence)
    .innerJoin(registerEntries, eq(registerEntries.id, registerEvidence.entryId))
    .where(keyWhere(key));
  return row ?? null;
}

/**
 * Stores part `part` (from 0) of file `evidenceId`: one insert per part, so postgres.js (which
 * sends a bytea as hex text) holds one part's text at a time, not the whole file's.
 */
export async function insertEvidencePart(
  db: Db,
  input: { evidenceId: number; part: number; bytes: Uint8Array },
): Promise<void> {
  await db.insert(registerEvidenceParts).values(input);
}

/** The bytes of part `part` of stored file `id`; null past its last part or once removed. */
export async function evidencePart(
  db: Db,
  input: { id: number; part: number },
): Promise<Uint8Array | null> {
  const [row] = await db.select({ bytes: registerEvidenceParts.bytes })
    .from(registerEvidenceParts)
    .where(and(
      eq(registerEvidenceParts.evidenceId, input.id),
      eq(registerEvidenceParts.part, input.part),
    ));
  return row?.bytes ?? null;
}

/**
 * Deletes the parts (the bytes) of a file that is not removed and records who removed it when;
 * answers its name, or null when there is no such file.
 */
export async function markEvidenceRemoved(
  db: Db,
  key: EvidenceKey & { userId: string; at: Date },
): Promise<string | null> {
  const [found] = await db.select({ id: registerEvidence.id, fileName: registerEvidence.fileName })
    .from(registerEvidence)
    .innerJoin(registerEntries, eq(registerEntries.id, registerEvidence.entryId))
    .where(keyWhere(key)).for("update", { of: registerEvidence });
  if (!found) return null;
  await db.delete(registerEvidenceParts).where(eq(registerEvidenceParts.evidenceId, found.id));
  await db.update(registerEvidence).set({
    removedAt: key.at,
    removedBy: key.userId,
  }).where(eq(registerEvidence.id, found.id));
  return found.fileName;
}
