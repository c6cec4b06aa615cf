/**
 * safeDownloadName: the `Content-Disposition` value a stored evidence file is downloaded with
 * (RFC 6266 with RFC 5987's `filename*`), whatever name it was uploaded under (ADR
 * 0147). Uploads already refuse paths and control characters; this is the
 * second line, for names stored before or by other means.
 */

/** The longest name handed out, in code points; the extension is kept when one is cut. */
export const DOWNLOAD_NAME_MAX = 120;
const FALLBACK = "evidence";
const EXTENSION_MAX = 10;

// Controls (C0, DEL, C1), bidirectional overrides, and what Windows or a header cannot carry.
// Character classes only: linear.
// deno-lint-ignore no-control-regex -- matching the control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069"*:<>?|]/gu;
const NON_ASCII_FALLBACK = /[^\x20-\x7e]/g;
// RFC 5987 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" /
// "|" / "~"; every other byte is percent-encoded.
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

/** `attachment; filename="…"; filename*=UTF-8''…` for a file uploaded as `name`. */
export function safeDownloadName(name: string): string {
  const clean = cleanName(name);
  const ascii = cleanName(clean.replace(NON_ASCII_FALLBACK, "_"));
  const encoded = new TextEncoder().encode(clean);
  let star = "";
  for (const byte of encoded) {
    const char = String.fromCharCode(byte);
    star += ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return `attachment; filename="${ascii}"; filename*=UTF-8''${star}`;
}

/** The last path part of `name`, without unsafe characters, leading dots or edge blanks. */
function cleanName(name: string): string {
  const base = name.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const short = shorten(trimDotsAndBlanks(base.replace(UNSAFE, "")));
  return short === "" ? FALLBACK : short;
}

/**
 * Without leading dots (no hidden files, no "..") and trailing dots or blanks (Windows drops
 * them). A loop, not `/[\s.]+$/`, which backtracks quadratically on a long run of blanks.
 */
function trimDotsAndBlanks(name: string): string {
  const edge = (char: string | undefined) =>
    char === "." || (char !== undefined && /\s/.test(char));
  let start = 0, end = name.length;
  while (start < end && edge(name[start])) start++;
  while (end > start && edge(name[end - 1])) end--;
  return name.slice(start, end);
}

/** At most DOWNLOAD_NAME_MAX code points, cutting the stem so that a short extension survives. */
function shorten(name: string): string {
  const chars = [...name];
  if (chars.length <= DOWNLOAD_NAME_MAX) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  const keep = extension.length <= EXTENSION_MAX ? extension : [];
  return chars.slice(0, DOWNLOAD_NAME_MAX - keep.length).join("").trimEnd() + keep.join("");
}
