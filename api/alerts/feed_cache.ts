/**
 * Conditional GET of the alert feeds: an ETag over what the document shows (the alert's name
 * and edit time, each entry's id and update time) and Last-Modified; a request whose
 * If-None-Match names the ETag (or, without one, whose If-Modified-Since is not older) gets 304.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";

/** The validators of one answer and their headers. */
export interface Validators {
  etag: string;
  lastModified: Date;
  headers: { ETag: string; "Last-Modified": string };
}

/** The validators of a feed showing `entries` of `alert`. */
export function validatorsOf(
  alert: { id: number; name: string; updatedAt: Date },
  entries: readonly { id: number; updatedAt: Date }[],
  lastModified: Date,
): Validators {
  const shown = [
    alert.id,
    alert.name,
    alert.updatedAt.toISOString(),
    ...entries.map((e) => `${e.id}@${e.updatedAt.toISOString()}`),
  ].join("\n");
  const etag = `"${
    encodeBase64urlNoPadding(sha256(new TextEncoder().encode(shown)).slice(0, 18))
  }"`;
  // HTTP dates have whole seconds.
  const seconds = new Date(Math.floor(lastModified.getTime() / 1000) * 1000);
  return {
    etag,
    lastModified: seconds,
    headers: { ETag: etag, "Last-Modified": seconds.toUTCString() },
  };
}

/** True when the request's validators say it already has this answer (RFC 9110 §13.2.2). */
export function conditionalAnswer(request: Headers, validators: Validators): boolean {
  const noneMatch = request.get("if-none-match");
  if (noneMatch !== null) {
    if (noneMatch.trim() === "*") return true;
    return noneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === validators.etag);
  }
  const since = Date.parse(request.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && validators.lastModified.getTime() <= since;
}
