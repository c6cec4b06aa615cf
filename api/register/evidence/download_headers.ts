/**
 * The headers every evidence download is answered with (issue 29): always an attachment, typed as
 * judged at upload, never sniffed by the browser, never kept by a cache.
 */
import { EVIDENCE_TYPES, type EvidenceKind } from "../../schemas/evidence.ts";
import { safeDownloadName } from "./download_name.ts";

/** The headers for downloading a stored file of `kind` uploaded as `name`. */
export function evidenceDownloadHeaders(
  file: { name: string; kind: EvidenceKind; size: number },
): Record<string, string> {
  return {
    "Content-Type": EVIDENCE_TYPES[file.kind].mime,
    "Content-Disposition": safeDownloadName(file.name),
    "Content-Length": String(file.size),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
}
