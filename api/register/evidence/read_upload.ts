/**
 * readUploadedFile: the multipart field `file` of an evidence upload, read as a stream with its
 * size capped and its SHA-256 computed (ADR XXXX-evidence-upload-reading). At most the limit is
 * ever buffered, and at most two copies of the file are held at once (the parser's chunks while
 * they are joined into one array).
 */
import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  type MultipartPart,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { createSHA256 } from "hash-wasm";
import { ApiError } from "../../errors.ts";
import { EVIDENCE_MESSAGES, EvidenceFileNameSchema } from "../../schemas/evidence.ts";

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

/** Reads the file of an upload (a multipart request, or a part already taken from one). */
export async function readUploadedFile(
  source: Request | File,
  options: { maxBytes: number },
): Promise<UploadedFile> {
  if (source instanceof File) return await fromFile(source, options.maxBytes);
  const contentType = source.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    throw refusal(EVIDENCE_MESSAGES.notMultipart);
  }
  const declared = Number(source.headers.get("content-length") ?? "0");
  if (declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw refusal(EVIDENCE_MESSAGES.tooLarge);
  }
  let found: UploadedFile | undefined;
  try {
    const parts = parseMultipartRequest(source, {
      maxFileSize: options.maxBytes,
      maxTotalSize: options.maxBytes + MULTIPART_OVERHEAD_BYTES,
      maxParts: 16,
      maxHeaderSize: 8 * 1024,
    });
    for await (const part of parts) {
      if (part.name !== FILE_FIELD) continue;
      if (found) throw refusal(EVIDENCE_MESSAGES.oneFile);
      found = await fromPart(part);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw refusal(EVIDENCE_MESSAGES.tooLarge);
    }
    if (error instanceof MultipartParseError) throw refusal(EVIDENCE_MESSAGES.malformed);
    throw error;
  }
  if (!found) throw refusal(EVIDENCE_MESSAGES.missing);
  return found;
}

async function fromPart(part: MultipartPart): Promise<UploadedFile> {
  const name = checkedName(part.filename);
  if (part.size === 0) throw refusal(EVIDENCE_MESSAGES.empty);
  const hasher = await createSHA256();
  const bytes = new Uint8Array(part.size);
  let offset = 0;
  for (const chunk of part.content) {
    hasher.update(chunk);
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  part.content.length = 0; // let the parser's chunks go: the joined copy is the one kept
  return { name, bytes, sha256: hasher.digest("hex") };
}

async function fromFile(file: File, maxBytes: number): Promise<UploadedFile> {
  if (file.size > maxBytes) throw refusal(EVIDENCE_MESSAGES.tooLarge);
  const name = checkedName(file.name);
  if (file.size === 0) throw refusal(EVIDENCE_MESSAGES.empty);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const hasher = await createSHA256();
  hasher.update(bytes);
  return { name, bytes, sha256: hasher.digest("hex") };
}

// The HTML standard escapes these three in a multipart file name; anything else arrives raw.
const ESCAPED: Record<string, string> = { "%0A": "\n", "%0D": "\r", "%22": '"' };

/** The sender's file name, unescaped as browsers escape it, then checked (no paths, no controls). */
function checkedName(raw: string | undefined): string {
  if (raw === undefined) throw refusal(EVIDENCE_MESSAGES.missing); // a text field, not a file
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
