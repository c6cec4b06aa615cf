/**
 * The "legislation-gov-uk" format: legislation.gov.uk's Atom feeds of new legislation
 * (https://www.legislation.gov.uk/new/data.feed) and of its Publication Log
 * (https://www.legislation.gov.uk/update/data.feed), newest first, 20 entries a page, the next
 * page a `<link rel="next">`. Entries are read by legislation_entries.ts: id, the `<link>`
 * without rel, title, summary, updated, published, ukm:DocumentMainType, ukm:Year and
 * ukm:Number (each in a Value attribute) and effects, which become the update's text.
 *
 * A read walks from the first page down to the entries older than its cursor (the newest
 * `updated` the last read saw; a week back for a source never read) and stops there. The
 * cursor moves only when a walk ends (the feed's end, the cursor reached, or the read's last
 * page), so a read cut short by a 429 or a 5xx starts again from the top (ADR
 * 0160). The walk's newest time and page count travel in the next
 * page's URL fragment, which no request sends. Requests name LegalWatch and PUBLIC_URL in
 * their User-Agent, as the site's fair-use policy asks, and keep well under its 3,000 requests
 * per 5 minutes.
 */
import { readItems } from "../parse/document_items.ts";
import { collapseWhitespace } from "../parse/html_text.ts";
import { parseFeedDate } from "../parse/dates.ts";
import { resolveHttpUrl } from "../parse/url.ts";
import { asArray, asNode, textOf, type XmlNode } from "../parse/xml_node.ts";
import { legislationEntry, nextLink, parseLegislationFeed } from "./legislation_entries.ts";
import type { PageContext, PagedSource, PageRead, PageRequest, ReadStart } from "./paged.ts";
import { DEFAULT_PAGES_PER_READ } from "./paged.ts";

/** How far a source never read looks back. */
export const UK_FIRST_LOOK_BACK_MS = 7 * 24 * 3_600_000;
/** Pages one read walks at most. */
export const UK_PAGES_PER_READ = DEFAULT_PAGES_PER_READ;

/** The User-Agent naming LegalWatch and where it runs (PUBLIC_URL), as the site asks. */
export function legislationUserAgent(publicUrl: string | null | undefined): string {
  let contact: string | null = null;
  try {
    // The URL parser drops line breaks: the header cannot be split.
    if (publicUrl) contact = new URL(publicUrl).href;
  } catch {
    // an unreadable PUBLIC_URL: the name alone
  }
  return `LegalWatch/1.0 (${contact ? `+${contact}; ` : ""}legislation monitor)`;
}

function firstPage(endpoint: string, start: ReadStart): PageRequest {
  return {
    url: endpoint,
    headers: {
      accept: "application/atom+xml",
      "user-agent": legislationUserAgent(start.publicUrl),
    },
  };
}

/** Where the walk stands: the newest `updated` so far and the page number (the URL fragment). */
function walkOf(request: PageRequest) {
  const hash = new URL(request.url).hash.slice(1, 200);
  const state = new URLSearchParams(hash);
  const newest = Date.parse(state.get("newest") ?? "");
  const page = Number(state.get("page") ?? "1");
  return {
    newest: Number.isNaN(newest) ? null : newest,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Reads one page of the feed. Throws FeedParseError. */
export function readLegislationPage(bytes: Uint8Array, context: PageContext): PageRead {
  const { feed, atom, ukm } = parseLegislationFeed(bytes);
  const walk = walkOf(context.request);
  const cursor = parseFeedDate(context.start.cursor);
  const since = cursor?.getTime() ?? context.start.now.getTime() - UK_FIRST_LOOK_BACK_MS;
  const entries: XmlNode[] = [];
  let newest = walk.newest;
  let reachedCursor = false;
  for (const value of asArray(feed[`${atom}entry`])) {
    const entry = asNode(value);
    if (!entry) continue;
    const updated = parseFeedDate(textOf(entry[`${atom}updated`]))?.getTime();
    // Newest first: the first entry older than the cursor ends the walk.
    if (updated !== undefined && updated < since) {
      reachedCursor = true;
      break;
    }
    if (updated !== undefined && (newest === null || updated > newest)) newest = updated;
    entries.push(entry);
  }
  const base = context.feedUrl;
  const items = readItems(entries, {
    ...context,
    rawOf: (e) => legislationEntry(e, { atom, ukm }, base),
  });
  const href = reachedCursor ? null : resolveHttpUrl(nextLink(feed[`${atom}link`]), base);
  const ends = href === null || walk.page >= UK_PAGES_PER_READ;
  let next: PageRequest | null = null;
  if (href && !ends) {
    const url = new URL(href);
    url.hash = new URLSearchParams({
      ...(newest === null ? {} : { newest: new Date(newest).toISOString() }),
      page: String(walk.page + 1),
    }).toString();
    next = { url: url.href, headers: context.request.headers };
  }
  return {
    feed: {
      title: collapseWhitespace(textOf(feed[`${atom}title`])) || "legislation.gov.uk",
      ...items,
    },
    next,
    cursor: ends && newest !== null ? new Date(newest).toISOString() : null,
  };
}

/** The paged adapter of adapters.ts (no key). */
export const legislationGovUk: PagedSource = {
  firstPage,
  readPage: readLegislationPage,
  pagesPerRead: UK_PAGES_PER_READ,
  // 3,000 requests per 5 minutes is 10 a second for all clients of one address: 4 at most.
  minGapMs: 250,
};
