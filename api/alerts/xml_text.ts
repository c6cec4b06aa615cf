/**
 * Text made safe for XML 1.0: the five special characters escaped, and the characters XML may
 * not hold at all (C0 controls other than tab, newline and return, lone surrogates, U+FFFE and
 * U+FFFF) dropped, since update titles come from other people's feeds.
 */

const NOT_XML =
  // deno-lint-ignore no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes text for an XML element or attribute value. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
