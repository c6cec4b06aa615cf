/**
 * readUploadedFile: the multipart field `file` of an evidence upload, read as a stream with its
 * size capped, then hashed (SHA-256) (ADR 0149). No more than the limit is
 * ever buffered, and at most two copies of the file are held at once (one while the body is read
 * when the request declares its length, as browsers do; two while it is joined or hashed).
 */
import { ApiError } from "../../errors.ts";
import { EVIDENCE_MESSAGES, EvidenceFileNameSchema } from "../../schemas/evidence.ts";
import { MultipartRefusal, readFileField } from "./multipart_file.ts";

/** The form field that carries the file (issue 29). */
export const FILE_FIELD = "file";

/** Room for the multipart framing and a few small fields besides the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A file that passed the size, emptiness and name checks; its type is not judged yet. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
  /** Lower-case hex. */
  sha256: string;
}

// RFC 2046 bchars, 1 to 70 of them; a character class and a bounded count: linear.
const BOUNDARY =
  /;\s*boundary=(?:"([0-9A-Za-z'()+_,\-./:=? ]{1,70})"|([0-9A-Za-z'()+_,\-./:=?]{1,70}))\s*(?:;|$)/i;

const REFUSALS: Record<MultipartRefusal["reason"], string> = {
  malformed: EVIDENCE_MESSAGES.malformed,
  tooLarge: EVIDENCE_MESSAGES.tooLarge,
  oneFile: EVIDENCE_MESSAGES.oneFile,
  notAFile: EVIDENCE_MESSAGES.missing,
};

/** Reads the file of an upload: a multipart request, or a part a caller already took from one. */
export async function readUploadedFile(
  source: Request | File,
  options: { maxBytes: number },
): Promise<UploadedFile> {
  if (source instanceof File) return await fromFile(source, options.maxBytes);
  const contentType = source.headers.get("content-type") ?? "";
  const boundary = contentType.toLowerCase().startsWith("multipart/form-data")
    ? BOUNDARY.exec(contentType)
    : null;
  if (!boundary || !source.body) throw refusal(EVIDENCE_MESSAGES.notMultipart);
  const maxBodyBytes = options.maxBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = source.headers.get("content-length");
  const bodyBytes = declared === null ? undefined : Number(declared);
  if (bodyBytes !== undefined && bodyBytes > maxBodyBytes) {
    throw refusal(EVIDENCE_MESSAGES.tooLarge); // refused before a byte is read
  }
  try {
    const field = await readFileField(source.body, {
      boundary: (boundary[1] ?? boundary[2])!,
      field: FILE_FIELD,
      maxFileBytes: options.maxBytes,
      maxBodyBytes,
      bodyBytes: Number.isSafeInteger(bodyBytes) ? bodyBytes : undefined,
    });
    if (!field) throw refusal(EVIDENCE_MESSAGES.missing);
    const name = checkedName(field.filename);
    if (field.bytes.length === 0) throw refusal(EVIDENCE_MESSAGES.empty);
    return { name, bytes: field.bytes, sha256: field.sha256 };
  } catch (error) {
    if (error instanceof MultipartRefusal) throw refusal(REFUSALS[error.reason]);
    throw error;
  }
}

async function fromFile(file: File, maxBytes: number): Promise<UploadedFile> {
  if (file.size > maxBytes) throw refusal(EVIDENCE_MESSAGES.tooLarge);
  const name = checkedName(file.name);
  if (file.size === 0) throw refusal(EVIDENCE_MESSAGES.empty);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  const sha256 = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0"));
  return { name, bytes, sha256: sha256.join("") };
}

// The HTML standard escapes these three in a multipart file name; anything else arrives raw.
const ESCAPED: Record<string, string> = { "%0A": "\n", "%0D": "\r", "%22": '"' };

/** The sender's file name, unescaped as browsers escape it, then checked (no paths, no controls). */
function checkedName(raw: string): string {
  const name = raw.replace(/%0A|%0D|%22/gi, (escape) => ESCAPED[escape.toUpperCase()]!);
  const parsed = EvidenceFileNameSchema.safeParse(name);
  if (!parsed.success) {
    throw refusal(parsed.error.issues[0]?.message ?? EVIDENCE_MESSAGES.malformed);
  }
  return parsed.data;
}

function refusal(message: string): ApiError {
  return new ApiError(400, message);
}
