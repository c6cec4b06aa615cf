/**
 * The text of a web page for a manual legal update: one guarded fetch, the charset honoured,
 * the main text extracted (no scripts, styles, navigation; a big page in the sync's worker, so
 * that it does not hold the server). Failures are answered, not thrown: the update is created
 * anyway, with its title as content.
 */
import { problemText } from "../../../domain/fetch_problem.ts";
import { guardedFetch } from "./fetcher.ts";
import { problemOf } from "./problem_of.ts";
import { decodeHtml } from "../parse/html_decode.ts";
import { collapseWhitespace, truncateText } from "../parse/html_text.ts";
import { extractMainTextOffThread } from "../off_thread.ts";
import { MAX_PAGE_TEXT } from "../parse/page_text.ts";

/** What fetching a page gave; `reason` is a sentence a user reads (domain/fetch_problem.ts). */
export type PageText = { ok: true; text: string } | { ok: false; reason: string };

const HTML_ACCEPT = "text/html, application/xhtml+xml;q=0.9, text/plain;q=0.5";

/**
 * The failure in a user's words (ADR 0111); the technical, module-prefixed
 * text goes to the server log only.
 */
function reasonOf(error: unknown): string {
  console.warn(`feeds/page_fetch: ${error instanceof Error ? error.message : String(error)}`);
  return problemText(problemOf(error), "page");
}

/** Fetches a page and extracts its main text (at most MAX_PAGE_TEXT characters). */
export async function fetchPageText(
  url: string,
  options: { allowPrivate: boolean; timeoutMs?: number; signal?: AbortSignal },
): Promise<PageText> {
  try {
    const response = await guardedFetch(url, {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      accept: HTML_ACCEPT,
    });
    const type = response.headers.get("content-type") ?? "";
    const body = decodeHtml(response.body, type);
    let text: string;
    if (/^text\/plain/i.test(type)) text = truncateText(collapseWhitespace(body), MAX_PAGE_TEXT);
    else if (!type || /html|xml/i.test(type)) text = await extractMainTextOffThread(body);
    else return { ok: false, reason: `The page is not HTML (${type.split(";")[0]}).` };
    return text ? { ok: true, text } : { ok: false, reason: "The page has no readable text." };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}
