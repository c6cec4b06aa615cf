/** Links to outside pages: only http and https are ever rendered as links (spec DECISIONS.md). */

/** The URL when it is an absolute http(s) URL, else null (show the text, not a link). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * MARKETING_URL as a link target: a same-site path ("/", "/about") or an absolute http(s) URL,
 * else null. "//host" and backslashes are refused: browsers read both as another host.
 */
export function safeMarketingUrl(value: string): string | null {
  if (value.startsWith("/")) {
    // Blanks and control characters are refused too: browsers drop some of them from URLs.
    const odd = [...value].some((ch) => ch <= " " || ch === "\u007f" || ch === "\\");
    return value.startsWith("//") || odd ? null : value;
  }
  return /^https?:\/\//i.test(value) ? safeHttpUrl(value) : null;
}
