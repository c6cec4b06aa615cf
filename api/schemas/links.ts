/**
 * Links to outside pages: only http and https are ever rendered as links (spec DECISIONS.md).
 * These are sanitisers that answer the normalised href to render, not field checks, so they are
 * not zod schemas (ADR 0097); the URL fields use ./urls.ts.
 */
import { safeHttpUrl } from "../../domain/links.ts";

// The one rule lives in domain/ so that the alert messages (workers/) use it too.
export { safeHttpUrl };

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
