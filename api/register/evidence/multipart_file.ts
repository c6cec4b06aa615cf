/**
 * readFileField: one file field of a multipart/form-data stream (RFC 7578), copied as it arrives
 * into the one array that is kept (ADR 0149). With the body's length known
 * (browsers always send it) the array is allocated once: one copy of the file is held while it is
 * read. Without it, the arriving chunks are kept and joined at the end: two copies, once. Its
 * SHA-256 is WebCrypto's, taken off the event loop when the file is complete (WebCrypto copies its
 * input: two copies for that moment). Other fields are read and dropped. Linear: see
 * {@link indexOfDelimiter}.
 */

/** Why a multipart stream was refused. */
export class MultipartRefusal extends Error {
  constructor(readonly reason: "malformed" | "tooLarge" | "oneFile" | "notAFile") {
    super(`evidence/multipart: ${reason}`);
    this.name = "MultipartRefusal";
  }
}

/** The file field as sent: its name (undecoded) and content. */
export interface FileField {
  filename: string;
  bytes: Uint8Array;
  /** Lower-case hex. */
  sha256: string;
}

/** Limits and hints of {@link readFileField}. */
export interface FileFieldOptions {
  boundary: string;
  field: string;
  maxFileBytes: number;
  /** Everything read, framing and other fields included. */
  maxBodyBytes: number;
  /** The declared body length, if any: the file array is allocated once at this size. */
  bodyBytes?: number;
}

const CR = 13;
const MAX_HEADER_BYTES = 8 * 1024;
const encoder = new TextEncoder();
const HEADER_END = encoder.encode("\r\n\r\n");

/** The file of field `options.field`, or null when the stream has no such field. */
export async function readFileField(
  body: ReadableStream<Uint8Array>,
  options: FileFieldOptions,
): Promise<FileField | null> {
  // The first boundary has no line break before it: one is put in front so every delimiter is
  // "\r\n--boundary" (RFC 2046 §5.1.1).
  const delimiter = encoder.encode(`\r\n--${options.boundary}`);
  let pending: Uint8Array = encoder.encode("\r\n");
  let state: "preamble" | "afterDelimiter" | "headers" | "body" | "done" = "preamble";
  let total = 0;
  let sink: FileSink | null = null;
  let found: FileField | null = null;

  for await (const chunk of body) {
    total += chunk.length;
    if (total > options.maxBodyBytes) throw new MultipartRefusal("tooLarge");
    if (state === "done") continue; // the epilogue is ignored
    pending = pending.length === 0 ? chunk : joined(pending, chunk);
    while (true) {
      if (state === "preamble" || state === "body") {
        const at = indexOfDelimiter(pending, delimiter);
        // Without a delimiter, everything before a CR that may start one is body (or preamble).
        const safe = at === -1 ? partialStart(pending, delimiter.length) : at;
        if (state === "body") sink?.write(pending.subarray(0, safe));
        if (at === -1) {
          pending = pending.slice(safe); // a copy: the chunk behind it may go
          break;
        }
        if (state === "body" && sink) found = await sink.close();
        sink = null;
        pending = pending.subarray(at + delimiter.length);
        state = "afterDelimiter";
      }
      if (state === "afterDelimiter") {
        if (pending.length < 2) break;
        if (pending[0] === 0x2d && pending[1] === 0x2d) { // "--": the last part was the end
          state = "done";
          break;
        }
        state = "headers"; // the "\r\n" ending the delimiter line stays: headers start after it
      }
      if (state === "headers") {
        const end = indexOf(pending, HEADER_END);
        if (end === -1) {
          if (pending.length > MAX_HEADER_BYTES) throw new MultipartRefusal("malformed");
          break;
        }
        if (pending[0] !== CR || pending[1] !== 10) throw new MultipartRefusal("malformed");
        const disposition = formDataDisposition(pending.subarray(2, Math.max(2, end)));
        if (disposition?.name === options.field) {
          if (found || sink) throw new MultipartRefusal("oneFile");
          if (disposition.filename === undefined) throw new MultipartRefusal("notAFile");
          sink = new FileSink(disposition.filename, options);
        }
        pending = pending.subarray(end + HEADER_END.length);
        state = "body";
      }
    }
  }
  if (state !== "done") throw new MultipartRefusal("malformed");
  return found;
}

/** Where the file field's bytes go: one array, or the arriving pieces when the size is unknown. */
class FileSink {
  #size = 0;
  #array: Uint8Array<ArrayBuffer> | null;
  #pieces: Uint8Array[] = [];

  readonly #maxBytes: number;

  constructor(readonly filename: string, options: FileFieldOptions) {
    this.#maxBytes = options.maxFileBytes;
    this.#array = options.bodyBytes === undefined
      ? null
      : new Uint8Array(Math.min(options.bodyBytes, options.maxFileBytes));
  }

  write(piece: Uint8Array): void {
    if (piece.length === 0) return;
    if (this.#size + piece.length > this.#maxBytes) throw new MultipartRefusal("tooLarge");
    if (this.#array) {
      // A declared length smaller than what came is a broken request.
      if (this.#size + piece.length > this.#array.length) throw new MultipartRefusal("malformed");
      this.#array.set(piece, this.#size);
    } else this.#pieces.push(piece); // a view of the arriving chunk: no copy yet
    this.#size += piece.length;
  }

  async close(): Promise<FileField> {
    const bytes = this.#array ? this.#array.subarray(0, this.#size) : joinAll(this.#pieces);
    this.#pieces = [];
    // Native and off the event loop: 3 to 4 times faster here than hashing each piece on the way
    // with hash-wasm, which also blocked the loop (10 MB: about 80 ms against 300 ms).
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const sha256 = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
    return { filename: this.filename, bytes, sha256 };
  }
}

/**
 * The first "\r\n--boundary" in `haystack`, or -1. Linear: an attempt starts only at a CR, and
 * the delimiter holds no other CR (a boundary cannot), so an attempt that matched k bytes ends
 * before the next CR: no byte is compared twice by two attempts.
 */
function indexOfDelimiter(haystack: Uint8Array, delimiter: Uint8Array): number {
  for (let at = haystack.indexOf(CR); at !== -1; at = haystack.indexOf(CR, at + 1)) {
    let k = 1;
    while (k < delimiter.length && at + k < haystack.length && haystack[at + k] === delimiter[k]) {
      k++;
    }
    if (k === delimiter.length) return at;
  }
  return -1;
}

/** Where a delimiter cut by the end of `haystack` may start: its last CR near the end, or its end. */
function partialStart(haystack: Uint8Array, delimiterLength: number): number {
  const cr = haystack.lastIndexOf(CR);
  return cr !== -1 && cr > haystack.length - delimiterLength ? cr : haystack.length;
}

/** "\r\n\r\n" in the header block (at most 8 KiB, so the plain search stays cheap). */
function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (
    let at = haystack.indexOf(needle[0]!);
    at !== -1;
    at = haystack.indexOf(needle[0]!, at + 1)
  ) {
    for (let k = 1; k < needle.length; k++) if (haystack[at + k] !== needle[k]) continue outer;
    return at;
  }
  return -1;
}

/**
 * The `name` and `filename` of a part's `Content-Disposition: form-data` header. Values are taken
 * as browsers send them (HTML standard): quoted, with no backslash escapes.
 */
export function formDataDisposition(
  header: Uint8Array,
): { name: string; filename?: string } | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(header);
  } catch {
    throw new MultipartRefusal("malformed");
  }
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon === -1 || line.slice(0, colon).trim().toLowerCase() !== "content-disposition") {
      continue;
    }
    const params = dispositionParams(line.slice(colon + 1));
    const name = params.get("name");
    return name === undefined ? null : { name, filename: params.get("filename") };
  }
  return null;
}

/** `form-data; name="a"; filename="b;c.pdf"` → {name: "a", filename: "b;c.pdf"}, in one pass. */
function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  let at = value.indexOf(";");
  while (at !== -1 && at < value.length) {
    const equals = value.indexOf("=", at);
    if (equals === -1) break;
    const key = value.slice(at + 1, equals).trim().toLowerCase();
    let end: number;
    let param: string;
    if (value[equals + 1] === '"') {
      end = value.indexOf('"', equals + 2);
      if (end === -1) throw new MultipartRefusal("malformed");
      param = value.slice(equals + 2, end);
      end = value.indexOf(";", end);
    } else {
      end = value.indexOf(";", equals);
      param = value.slice(equals + 1, end === -1 ? undefined : end).trim();
    }
    if (!params.has(key)) params.set(key, param);
    at = end;
  }
  return params;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.length + b.length);
  both.set(a, 0);
  both.set(b, a.length);
  return both;
}

function joinAll(pieces: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    all.set(piece, at);
    at += piece.length;
  }
  return all;
}
