/**
 * The text of a web page for a manual legal update: one guarded fetch, the charset honoured,
 * the main text extracted (no scripts, styles, navigation; a big page in the parser worker, so
 * that it does not hold the server). Failures are answered, not thrown: the update is created
 * anyway, with its title as content.
 */
import { guardedFetch } from "./fetcher.ts";
import { collapseWhitespace, truncateText } from "../parse/html_text.ts";
import { extractMainTextOffThread } from "../parse/off_thread.ts";
import { MAX_PAGE_TEXT } from "../parse/page_text.ts";

/** What fetching a page gave. */
export type PageText = { ok: true; text: string } | { ok: false; reason: string };

const HTML_ACCEPT = "text/html, application/xhtml+xml;q=0.9, text/plain;q=0.5";

function charsetOf(contentType: string, head: string): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta\b[^>]*charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  return declared ?? "utf-8";
}

function decode(bytes: Uint8Array, contentType: string): string {
  // The meta charset is ASCII, so a Latin-1 look at the start is enough to find it.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 2048));
  try {
    return new TextDecoder(charsetOf(contentType, head)).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes); // unknown label: UTF-8
  }
}

/** The error text a user can read: without the module prefix of our own messages. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^[\w/]+: /, "");
}

/** Fetches a page and extracts its main text (at most MAX_PAGE_TEXT characters). */
export async function fetchPageText(
  url: string,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PageText> {
  try {
    const response = await guardedFetch(url, {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
      accept: HTML_ACCEPT,
    });
    const type = response.headers.get("content-type") ?? "";
    const body = decode(response.body, type);
    let text: string;
    if (/^text\/plain/i.test(type)) text = truncateText(collapseWhitespace(body), MAX_PAGE_TEXT);
    else if (!type || /html|xml/i.test(type)) text = await extractMainTextOffThread(body);
    else return { ok: false, reason: `the page is not HTML (${type.split(";")[0]})` };
    return text ? { ok: true, text } : { ok: false, reason: "the page has no readable text" };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}
