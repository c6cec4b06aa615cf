/** Links to outside pages: only http and https are ever rendered as links (spec DECISIONS.md). */

/**
 * The URL's `href` when it is an absolute http(s) URL, else null (show the text, not a link).
 * The parser's `href` percent-encodes spaces, quotes, `<` and `>`, so it cannot end the markup
 * it is written into early; each format encodes what else it needs (Slack `|`, Teams `( ) [ ]`).
 */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
