/**
 * The HTTP `Link` header (RFC 8288) read for WebSub discovery: its targets with their rel
 * values, in one left-to-right pass (no regex over the header, so a hostile header costs time in
 * proportion to its length, and at most MAX_LINK_HEADER characters are read).
 */

/** A link of the header: its target as written (maybe relative) and its rel values, lower-cased. */
export interface HeaderLink {
  target: string;
  rels: string[];
}

/** Characters of a Link header read; a longer one is cut there (discovery needs the first few). */
export const MAX_LINK_HEADER = 16_384;

/** The value of a `rel=` parameter (quoted or a token), lower-cased and split on spaces. */
function relsOf(param: string): string[] | null {
  const eq = param.indexOf("=");
  if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== "rel") return null;
  let value = param.slice(eq + 1).trim();
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
    value = value.slice(1, -1);
  }
  return value.toLowerCase().split(" ").filter((rel) => rel !== "");
}

/** Every link of a Link header value, in order; malformed parts are skipped. */
export function parseLinkHeader(header: string | null): HeaderLink[] {
  if (!header) return [];
  const text = header.slice(0, MAX_LINK_HEADER);
  const links: HeaderLink[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("<", i);
    if (open < 0) break;
    const close = text.indexOf(">", open + 1);
    if (close < 0) break;
    const target = text.slice(open + 1, close).trim();
    // The parameters run to the next comma outside quotes; each ends at a semicolon.
    const params: string[] = [];
    let current = "";
    let quoted = false;
    i = close + 1;
    for (; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === '"') quoted = !quoted;
      if (!quoted && (ch === "," || ch === ";")) {
        params.push(current);
        current = "";
        if (ch === ",") break;
        continue;
      }
      current += ch;
    }
    params.push(current);
    i++;
    const rels = params.flatMap((param) => relsOf(param) ?? []);
    if (target !== "") links.push({ target, rels });
  }
  return links;
}
