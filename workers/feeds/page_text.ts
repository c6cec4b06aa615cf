/**
 * The readable text of a web page, for manual legal updates: the page's main content without
 * scripts, styles, navigation, headers, footers, sidebars and forms.
 */
import { htmlToText, truncateText } from "./html_text.ts";

/** The longest text extractMainText returns. */
export const MAX_PAGE_TEXT = 20_000;

// Never text: removed first, so that their content cannot confuse the element search below.
const INVISIBLE_RE =
  /<(script|style|noscript|template|svg|iframe|object)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)|<!--[\s\S]*?(?:-->|$)/gi;
// Page furniture around the content.
const FURNITURE_RE =
  /<(nav|header|footer|aside|form|button|select|dialog|menu)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;

function innerOf(html: string, tag: string): string[] {
  const re = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)<\\/${tag}\\s*>`, "gi");
  return Array.from(html.matchAll(re), (m) => m[1] ?? "");
}

/**
 * The main readable text of an HTML page: the <main> element when there is one, else the
 * longest <article>, else <body>, else the whole document; without script, style, noscript,
 * nav, header, footer, aside and form; plain text with whitespace collapsed, at most about
 * 20,000 characters.
 */
export function extractMainText(html: string, maxChars: number = MAX_PAGE_TEXT): string {
  const visible = html.replace(INVISIBLE_RE, " ");
  const main = innerOf(visible, "main")[0] ??
    innerOf(visible, "article").sort((a, b) => b.length - a.length)[0] ??
    innerOf(visible, "body")[0] ??
    // An unclosed body: everything after its start tag.
    (/<body\b[^>]*>([\s\S]*)$/i.exec(visible)?.[1]) ??
    visible;
  // Nested furniture of the same kind can leave a stray end tag: harmless, tags are stripped.
  const text = htmlToText(main.replace(FURNITURE_RE, " "));
  return truncateText(text, maxChars);
}

/** The title of an HTML page: <title>, else og:title, else the first <h1>; "" when none. */
export function pageTitle(html: string): string {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  const og = /<meta\b[^>]*\bproperty\s*=\s*["']og:title["'][^>]*>/i.exec(html)?.[0];
  const ogContent = og ? /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(og) : null;
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i.exec(html)?.[1];
  for (const candidate of [title, ogContent?.[1] ?? ogContent?.[2], h1]) {
    const text = candidate ? htmlToText(candidate) : "";
    if (text) return truncateText(text, 300);
  }
  return "";
}
