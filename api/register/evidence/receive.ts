/**
 * receiveEvidence: everything the upload route does before storing a file, in one call (issue 29):
 * read the field `file` (at most 10 MB, not empty, a plain name), hash it, judge its type from the
 * content. Any refusal is an ApiError 400 with a message for people; nothing has been stored.
 *
 * The route (next round) stays thin:
 *   .post("/:id/evidence", evidenceBodyLimit(), async (c) => {
 *     const file = await receiveEvidence(c.req.raw);
 *     … insert {name, kind, sha256, bytes} …
 *   })
 */
import { ApiError } from "../../errors.ts";
import { EVIDENCE_MAX_BYTES, type EvidenceKind } from "../../schemas/evidence.ts";
import { judgeFileType } from "./file_type.ts";
import { readUploadedFile, type UploadedFile } from "./read_upload.ts";

/** An accepted evidence file, ready to store. */
export interface ReceivedEvidence extends UploadedFile {
  kind: EvidenceKind;
}

/** Reads, checks and judges the evidence file of an upload request (or form part). */
export async function receiveEvidence(source: Request | File): Promise<ReceivedEvidence> {
  const file = await readUploadedFile(source, { maxBytes: EVIDENCE_MAX_BYTES });
  const verdict = await judgeFileType(file.bytes);
  if ("refused" in verdict) throw new ApiError(400, verdict.refused);
  return { ...file, kind: verdict.kind };
}
