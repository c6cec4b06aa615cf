/** Link resolution of the feed parsers: relative links and xml:base against the feed's URL. */

/**
 * Resolves `href` against `base` and returns the absolute URL when it is http or https, else
 * null (empty, unparseable, javascript:, mailto: …).
 */
export function resolveHttpUrl(href: string | undefined, base: string): string | null {
  const text = href?.trim();
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Resolves an xml:base value against the enclosing base; keeps the enclosing one if unusable. */
export function resolveBase(xmlBase: string | undefined, base: string): string {
  if (!xmlBase) return base;
  try {
    return new URL(xmlBase.trim(), base).href;
  } catch {
    return base;
  }
}

// ASCII tab and newline: the URL parser removes them wherever they are, and so do we.
const TAB_OR_NEWLINE_RE = /[\t\n\r]/g;

/**
 * An item's link for printing and storing: an absolute http(s) URL is kept as written (only
 * trimmed, without tabs and newlines, which a URL cannot hold); a relative one is resolved
 * against `base`. Null for anything that is not, or does not resolve to, an http(s) URL.
 * Normalisation is left to the dedupe key (domain/link_key.ts).
 */
export function linkAsWritten(href: string | undefined, base: string): string | null {
  const text = href?.replace(TAB_OR_NEWLINE_RE, "").trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return resolveHttpUrl(text, base) ? text : null;
  return resolveHttpUrl(text, base);
}
