/**
 * judgeFileType: what an evidence file is, judged from its content alone; never from its name or
 * the type its sender claims (ADR 0148). Magic bytes are file-type's job;
 * ZIP containers (DOCX, XLSX) and text (CSV, TXT) are decided here, as file-type cannot.
 */
import { fileTypeFromBuffer } from "file-type";
import { EVIDENCE_MESSAGES, type EvidenceKind } from "../../schemas/evidence.ts";
import { officeKindOf } from "./office_zip.ts";
import { textKindOf } from "./text_kind.ts";

/** The judged kind, or the message the refused upload is answered with. */
export type FileTypeVerdict = { kind: EvidenceKind } | { refused: string };

// file-type's own "reasonable detection size": its magic numbers all lie within it, and giving it
// no more keeps its work (it probes inside gzip and ZIP streams) bounded whatever the file is.
const SNIFF_BYTES = 4100;
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const SNIFFED: Record<string, EvidenceKind> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpeg",
};

/** Judges `bytes` (the whole file) as one of the accepted evidence kinds, or refuses it. */
export async function judgeFileType(bytes: Uint8Array): Promise<FileTypeVerdict> {
  if (bytes.length === 0) return { refused: EVIDENCE_MESSAGES.empty };
  if (ZIP_LOCAL_HEADER.every((byte, i) => bytes[i] === byte)) {
    const office = officeKindOf(bytes);
    if (office === "macros") return { refused: EVIDENCE_MESSAGES.macros };
    return office === "unknown" ? { refused: EVIDENCE_MESSAGES.notAllowed } : { kind: office };
  }
  const sniffed = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  if (sniffed) {
    // Whatever else file-type recognises (executables, archives, media, XML…) is refused.
    const kind = SNIFFED[sniffed.mime];
    // A PDF must start with "%PDF-": file-type also takes "%PDF" further in (Illustrator files).
    if (kind === "pdf" && !startsWithPdf(bytes)) return { refused: EVIDENCE_MESSAGES.notAllowed };
    return kind ? { kind } : { refused: EVIDENCE_MESSAGES.notAllowed };
  }
  // No magic number: text (a shebang script included, which is served as text/plain) or refused.
  const text = textKindOf(bytes);
  return text ? { kind: text } : { refused: EVIDENCE_MESSAGES.notAllowed };
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWithPdf(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => bytes[i] === byte);
}
