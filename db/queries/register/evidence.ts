/**
 * The SQL of evidence files (issue 29): store one, read one's bytes for download, and mark one
 * removed. Every read names the register's scope through the entry: another register's file is
 * not found. A removed file keeps its row (name, size, SHA-256, who and when) with its bytes
 * emptied, so the entry's history can still name it.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { registerEntries, registerEvidence } from "../../schema.ts";

/** A file to store on an entry. */
export type NewEvidence = typeof registerEvidence.$inferInsert;

/** Stores a file; answers its id. */
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
 * Bytes [from, from + length) of stored file `id` (empty past its end or once removed). A
 * download reads a file slice by slice: postgres.js carries a bytea as hex text, so reading a
 * whole 10 MB file at once holds several copies of it.
 */
export async function evidenceSlice(
  db: Db,
  input: { id: number; from: number; length: number },
): Promise<Uint8Array> {
  const [row] = await db.select({
    part: sql<Uint8Array>`substring(${registerEvidence.content} from ${input.from + 1}::int
      for ${input.length}::int)`,
  }).from(registerEvidence).where(eq(registerEvidence.id, input.id));
  return row?.part ?? new Uint8Array(0);
}

/**
 * Empties the bytes of a file that is not removed and records who removed it when; answers its
 * name, or null when there is no such file.
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
  await db.update(registerEvidence).set({
    content: new Uint8Array(0),
    removedAt: key.at,
    removedBy: key.userId,
  }).where(eq(registerEvidence.id, found.id));
  return found.fileName;
}
