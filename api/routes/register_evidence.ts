/**
 * The evidence files of a register entry (issue 29): POST /api/register/{id}/evidence (multipart,
 * field `file`), GET and DELETE /api/register/{id}/evidence/{eid}. Mounted inside the register
 * module (api/routes/register.ts), whose guard it repeats. Another register's entry or file
 * answers 404 as an unknown id does; a refused file is a 400 and stores nothing.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { entryInScope } from "../../db/queries/register/entries.ts";
import { evidenceFile } from "../../db/queries/register/evidence.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { requireUser } from "../middleware/require_role.ts";
import { parseId } from "../path_id.ts";
import { actorOf } from "../register/actor.ts";
import { evidenceBodyLimit } from "../register/evidence/body_limit.ts";
import { evidenceDownloadHeaders } from "../register/evidence/download_headers.ts";
import { evidenceStream } from "../register/evidence/download_stream.ts";
import { receiveEvidence } from "../register/evidence/receive.ts";
import { addEvidence, removeEvidence } from "../register/save_evidence.ts";
import { EVIDENCE_MESSAGES, EVIDENCE_TYPES, type EvidenceKind } from "../schemas/evidence.ts";
import { type EvidenceAnswer, REGISTER_MESSAGES as M } from "../schemas/register.ts";

const KIND_OF_MEDIA_TYPE = new Map<string, EvidenceKind>(
  Object.entries(EVIDENCE_TYPES).map(([kind, type]) => [type.mime, kind as EvidenceKind]),
);

/**
 * Refuses an upload to an unknown or foreign entry (404) or one that is not multipart (400)
 * before the body limit or anything else reads a byte of its body (ADR
 * 0173).
 */
const uploadTarget = (): MiddlewareHandler<AppEnv> =>
  async function uploadTarget(c, next) {
    const entryId = parseId(c.req.param("id") ?? "", M.notFound);
    const actor = await actorOf(c);
    if (!(await entryInScope(c.var.db, actor.scope, entryId))) throw new ApiError(404, M.notFound);
    const type = c.req.header("content-type")?.toLowerCase() ?? "";
    if (!type.startsWith("multipart/form-data")) {
      throw new ApiError(400, EVIDENCE_MESSAGES.notMultipart);
    }
    await next();
  };

export const registerEvidence = new Hono<AppEnv>()
  .use(requireUser())
  // The app-wide 1 MiB limit skips this one call (api/app.ts); its own limit applies (ADR 0149).
  .post("/:id{[0-9]+}/evidence", uploadTarget(), evidenceBodyLimit(), async (c) => {
    const entryId = parseId(c.req.param("id"), M.notFound);
    const actor = await actorOf(c);
    const file = await receiveEvidence(c.req.raw);
    const id = await addEvidence(c.var.db, actor, { entryId, file });
    if (id === null) throw new ApiError(404, M.notFound); // deleted meanwhile
    const answer: EvidenceAnswer = {
      id,
      fileName: file.name,
      mediaType: EVIDENCE_TYPES[file.kind].mime,
      size: file.bytes.length,
      sha256: file.sha256,
      createdAt: actor.now.toISOString(),
    };
    return c.json(answer, 201);
  })
  .get("/:id{[0-9]+}/evidence/:eid{[0-9]+}", async (c) => {
    const entryId = parseId(c.req.param("id"), M.notFound);
    const evidenceId = parseId(c.req.param("eid"), M.evidenceNotFound);
    const actor = await actorOf(c);
    const file = await evidenceFile(c.var.db, { scope: actor.scope, entryId, evidenceId });
    const kind = file && KIND_OF_MEDIA_TYPE.get(file.mediaType);
    if (!file || !kind) throw new ApiError(404, M.evidenceNotFound);
    const headers = evidenceDownloadHeaders({ name: file.fileName, kind, size: file.size });
    return c.body(evidenceStream(c.var.db, file), 200, headers);
  })
  .delete("/:id{[0-9]+}/evidence/:eid{[0-9]+}", async (c) => {
    const entryId = parseId(c.req.param("id"), M.notFound);
    const evidenceId = parseId(c.req.param("eid"), M.evidenceNotFound);
    if (!(await removeEvidence(c.var.db, await actorOf(c), { entryId, evidenceId }))) {
      throw new ApiError(404, M.evidenceNotFound);
    }
    return c.json({ message: M.evidenceDeleted });
  });
