/**
 * The writes of an entry's evidence (issue 29), each with its history row in the same
 * transaction: a file added ("created", its name as the new value) and a file removed
 * ("deleted", its name as the old value; its bytes go, the row and the trace stay: ADR
 * 0172).
 */
import type { Db } from "../../db/client.ts";
import { lockEntry } from "../../db/queries/register/entries.ts";
import {
  EVIDENCE_PART_BYTES,
  insertEvidence,
  insertEvidencePart,
  markEvidenceRemoved,
} from "../../db/queries/register/evidence.ts";
import { recordChanges } from "../../db/queries/register/history.ts";
import { EVIDENCE_TYPES } from "../schemas/evidence.ts";
import type { ReceivedEvidence } from "./evidence/receive.ts";
import type { Actor } from "./save_entry.ts";

/**
 * Stores `file` on entry `entryId` of the caller's register; null when there is no such entry.
 * Its bytes go in 1 MiB parts, one insert each, so at most one part's hex text (postgres.js)
 * lives beside the received file (ADR 0183); all or nothing, in one transaction.
 */
export async function addEvidence(
  db: Db,
  actor: Actor,
  input: { entryId: number; file: ReceivedEvidence },
): Promise<number | null> {
  const { entryId, file } = input;
  return await db.transaction(async (tx) => {
    if (!(await lockEntry(tx, actor.scope, entryId))) return null;
    const id = await insertEvidence(tx, {
      entryId,
      fileName: file.name,
      mediaType: EVIDENCE_TYPES[file.kind].mime,
      size: file.bytes.length,
      sha256: file.sha256,
      createdBy: actor.userId,
      createdAt: actor.now,
    });
    for (let at = 0, part = 0; at < file.bytes.length; at += EVIDENCE_PART_BYTES, part++) {
      const bytes = file.bytes.subarray(at, at + EVIDENCE_PART_BYTES);
      await insertEvidencePart(tx, { evidenceId: id, part, bytes });
    }
    await recordChanges(tx, historyContext(actor, entryId, id), [
      { field: "created", oldValue: null, newValue: file.name },
    ]);
    return id;
  });
}

/** Removes a file of an entry of the caller's register; false when there is none. */
export async function removeEvidence(
  db: Db,
  actor: Actor,
  input: { entryId: number; evidenceId: number },
): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const name = await markEvidenceRemoved(tx, {
      ...input,
      scope: actor.scope,
      userId: actor.userId,
      at: actor.now,
    });
    if (name === null) return false;
    await recordChanges(tx, historyContext(actor, input.entryId, input.evidenceId), [
      { field: "deleted", oldValue: name, newValue: null },
    ]);
    return true;
  });
}

function historyContext(actor: Actor, entryId: number, evidenceId: number) {
  return { ...actor, subject: "evidence" as const, entryId, evidenceId, at: actor.now };
}
