/** Only http and https links are rendered as links (DECISIONS.md); anything else is text. */

/** The URL when it is an absolute http(s) link, else null. */
export function webLink(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
