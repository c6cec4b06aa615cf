/**
 * Text evidence (ADR 0148): valid UTF-8 without control bytes other than tab,
 * CR and LF is text; text that parses as CSV rows of one column count is CSV. Both checks read the
 * bytes once, in chunks, without building a string of the file.
 */

/** "csv" or "txt" for acceptable text, null for anything else. */
export function textKindOf(bytes: Uint8Array): "csv" | "txt" | null {
  if (!isPlainText(bytes)) return null;
  return DELIMITERS.some((delimiter) => isCsv(bytes, delimiter)) ? "csv" : "txt";
}

const CHUNK = 64 * 1024;
const TAB = 0x09, LF = 0x0a, CR = 0x0d, DEL = 0x7f, QUOTE = 0x22;

function isPlainText(bytes: Uint8Array): boolean {
  // An indexed loop: `for…of` over a typed array is ten times slower here (10 MB: 0.9 s).
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if ((byte < 0x20 && byte !== TAB && byte !== LF && byte !== CR) || byte === DEL) return false;
  }
  // The platform's decoder judges UTF-8 (overlongs, surrogates, truncated sequences); it is fed
  // in chunks and its output dropped, so no string of the whole file is ever held.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  try {
    for (let at = 0; at < bytes.length; at += CHUNK) {
      decoder.decode(bytes.subarray(at, at + CHUNK), { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

// Comma (RFC 4180), semicolon (spreadsheets in decimal-comma locales) and tab.
const DELIMITERS = [0x2c, 0x3b, TAB];

/**
 * RFC 4180 rows with `delimiter`: at least two rows of at least two fields each, every row with
 * the same count; quoted fields may hold delimiters, newlines and doubled quotes; one final line
 * break is allowed, a blank line anywhere else is not.
 */
function isCsv(bytes: Uint8Array, delimiter: number): boolean {
  let columns = -1, rows = 0, fields = 1;
  let quoted = false, fieldStart = true, afterQuote = false;
  const endRow = (): boolean => {
    if (columns === -1) columns = fields;
    else if (fields !== columns) return false;
    rows++;
    fields = 1;
    fieldStart = true;
    afterQuote = false;
    return true;
  };
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (quoted) {
      if (byte === QUOTE) {
        if (bytes[i + 1] === QUOTE) i++;
        else {
          quoted = false;
          afterQuote = true;
        }
      }
      continue;
    }
    if (byte === delimiter) {
      fields++;
      fieldStart = true;
      afterQuote = false;
    } else if (byte === LF || byte === CR) {
      if (byte === CR && bytes[i + 1] === LF) i++;
      if (!endRow()) return false;
    } else if (byte === QUOTE) {
      if (!fieldStart) return false; // a quote inside an unquoted field
      quoted = true;
      fieldStart = false;
    } else {
      if (afterQuote) return false; // text after a closing quote
      fieldStart = false;
    }
  }
  if (quoted) return false;
  const last = bytes[bytes.length - 1];
  if (last !== LF && last !== CR && !endRow()) return false;
  return rows >= 2 && columns >= 2;
}
