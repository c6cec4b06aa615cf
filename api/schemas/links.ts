/** Links to outside pages: only http and https are ever rendered as links (DECISIONS.md). */

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
