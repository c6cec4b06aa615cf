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
