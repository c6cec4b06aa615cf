/**
 * The body limits of an evidence upload (ADR 0149). The app-wide 1 MiB
 * bodyLimit (api/app.ts) runs before any route, so a route cannot raise it: api/app.ts wraps it in
 * {@link unlessEvidenceUpload}, and the upload route puts {@link evidenceBodyLimit} in front of
 * its handler. readUploadedFile caps what it reads as well; this refuses early, on
 * Content-Length, without reading the body.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context.ts";
import { ApiError } from "../../errors.ts";
import { EVIDENCE_MAX_BYTES, EVIDENCE_MESSAGES } from "../../schemas/evidence.ts";
import { MULTIPART_OVERHEAD_BYTES } from "./read_upload.ts";

/** `POST /api/register/{id}/evidence` (issue 29), the one call whose body may exceed 1 MiB. */
export const EVIDENCE_UPLOAD_PATH = /^\/api\/register\/[^/]+\/evidence\/?$/;

/**
 * 10 MiB of file plus the multipart framing, by the declared Content-Length; beyond it, a 400
 * with the evidence message before a byte is read. A body without a declared length is left to
 * readUploadedFile, which counts what it reads: Hono's bodyLimit would buffer such a body whole
 * first, one more copy of the file (ADR 0173).
 */
export const evidenceBodyLimit = (): MiddlewareHandler<AppEnv> =>
  async function evidenceBodyLimit(c, next) {
    const declared = c.req.header("content-length");
    if (
      declared !== undefined && Number(declared) > EVIDENCE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
    ) {
      throw new ApiError(400, EVIDENCE_MESSAGES.tooLarge);
    }
    await next();
  };

/** Runs `middleware` (the app-wide body limit) for every call but an evidence upload. */
export const unlessEvidenceUpload = (
  middleware: MiddlewareHandler<AppEnv>,
): MiddlewareHandler<AppEnv> =>
  async function unlessEvidenceUpload(c, next) {
    if (c.req.method === "POST" && EVIDENCE_UPLOAD_PATH.test(c.req.path)) return await next();
    return await middleware(c, next);
  };
