/**
 * Tells a DOCX from an XLSX by the names in the ZIP container's central directory (ADR
 * 0148). Only the directory is read: no entry is decompressed, so a
 * decompression bomb costs nothing, and the work is linear in the directory's size.
 */

/** What the container holds, or why it is refused. */
export type OfficeVerdict = "docx" | "xlsx" | "macros" | "unknown";

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const MAX_COMMENT = 0xffff;

const encoder = new TextEncoder();
const CONTENT_TYPES = encoder.encode("[Content_Types].xml");
const WORD_DOCUMENT = encoder.encode("word/document.xml");
const EXCEL_WORKBOOK = encoder.encode("xl/workbook.xml");
// The VBA project of a .docm/.xlsm: such a file is refused rather than served as a plain document.
const WORD_MACROS = encoder.encode("word/vbaProject.bin");
const EXCEL_MACROS = encoder.encode("xl/vbaProject.bin");

/** The office kind of the ZIP container `bytes`, judged from its entry names only. */
export function officeKindOf(bytes: Uint8Array): OfficeVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfDirectory(view);
  if (eocd < 0) return "unknown";
  const entries = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const start = view.getUint32(eocd + 16, true);
  // ZIP64 markers (0xFFFF / 0xFFFFFFFF) never occur in a 10 MB office file: refuse them.
  if (entries === 0xffff || size === 0xffffffff || start === 0xffffffff) return "unknown";
  if (start + size > eocd) return "unknown";

  let types = false, word = false, excel = false, macros = false;
  let at = start;
  for (let i = 0; i < entries; i++) {
    if (at + CENTRAL_HEADER_SIZE > start + size) return "unknown";
    if (view.getUint32(at, true) !== CENTRAL_SIGNATURE) return "unknown";
    const nameLength = view.getUint16(at + 28, true);
    const next = at + CENTRAL_HEADER_SIZE + nameLength + view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
    if (next > start + size) return "unknown";
    const name = bytes.subarray(at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength);
    types ||= same(name, CONTENT_TYPES);
    word ||= same(name, WORD_DOCUMENT);
    excel ||= same(name, EXCEL_WORKBOOK);
    macros ||= same(name, WORD_MACROS) || same(name, EXCEL_MACROS);
    at = next;
  }
  if (!types || word === excel) return "unknown"; // neither, or both: not one clear document
  if (macros) return "macros";
  return word ? "docx" : "xlsx";
}

/** The offset of the End Of Central Directory record, searched backwards over at most 64 KiB. */
function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    // The record's comment must end the file exactly, else this was a stray signature.
    if (at + EOCD_SIZE + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  return -1;
}

function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
