/**
 * The "open-states" format: the Open States API v3's bill search (https://v3.openstates.org/docs,
 * GET /bills; key in X-API-KEY). The source's URL names the state (`jurisdiction=ca`) or a search
 * (`q=…`): the API requires one of them, and so does this adapter, with a clear message. Asked for
 * with `updated_since` as "YYYY-MM-DDTHH:MM:SS" without a zone (UTC, the cursor),
 * `sort=updated_asc`, `per_page=20` (its most) and `page`, which the answer's `pagination
 * {page, max_page}` bounds. About 10 requests a minute are allowed: 6 s between pages and 5
 * pages a read (ADR 0161). Fields read of each `results[]` bill: id
 * (ocd-bill/…), identifier ("AB 1018"), session, title, jurisdiction.name, from_organization.name,
 * latest_action_date, latest_action_description, openstates_url and updated_at (the cursor).
 * The text opens with "California AB 1018 (session 20252026)", which the grouping reads as
 * `us-state-bill:ca:ab:1018` (workers/dedup/id_families.ts), and the link adds the session.
 */
import { openStatesUrlProblem } from "../../../domain/open_states_url.ts";
import { readItems } from "../parse/document_items.ts";
import { FeedParseError, type RawItem } from "../parse/feed_types.ts";
import { asObject, asString, type JsonObject } from "../parse/json_values.ts";
import type { PageContext, PagedSource, PageRead, PageRequest, ReadStart } from "./paged.ts";
import { latestCursor, readSince, utcSeconds } from "./read_window.ts";
import { listAnswer } from "./service_errors.ts";

const MODULE = "feeds/open-states";
/** Bills per page: the API's most. */
export const OPEN_STATES_PAGE_SIZE = 20;
/** Pages per read: at about 10 requests a minute, a read takes under half a minute. */
export const OPEN_STATES_PAGES_PER_READ = 5;
/** The least gap between two requests (about 10 a minute). */
export const OPEN_STATES_MIN_GAP_MS = 6_000;
const JSON_ONLY = { accept: "application/json" };

function firstPage(endpoint: string, start: ReadStart): PageRequest {
  const problem = openStatesUrlProblem(endpoint);
  if (problem) throw new FeedParseError(`${MODULE}: ${problem}`);
  const url = new URL(endpoint);
  url.searchParams.set("updated_since", utcSeconds(readSince(start)));
  // Oldest first, so that a read stopped at its page bound resumes from its cursor
  // (ADR 0164).
  url.searchParams.set("sort", "updated_asc");
  url.searchParams.set("per_page", String(OPEN_STATES_PAGE_SIZE));
  url.searchParams.set("page", "1");
  return { url: url.href, headers: JSON_ONLY };
}

function nextPage(pagination: JsonObject | undefined, request: PageRequest): PageRequest | null {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? "1");
  const last = pagination?.max_page;
  if (typeof last !== "number" || !(page < last)) return null;
  url.searchParams.set("page", String(page + 1));
  return { url: url.href, headers: JSON_ONLY };
}

function rawBill(bill: JsonObject, base: string): RawItem {
  const state = asString(asObject(bill.jurisdiction)?.name)?.trim() ?? "";
  const chamber = asString(asObject(bill.from_organization)?.name)?.trim() ?? "";
  const identifier = asString(bill.identifier)?.trim();
  const session = asString(bill.session)?.trim();
  const action = asString(bill.latest_action_description)?.trim();
  const actionDate = asString(bill.latest_action_date);
  // What the analysis and the grouping read: which bill of which state, then what happened
  // (ADR 0163).
  const heading = identifier
    ? `${[state, identifier].filter((p) => p).join(" ")}${session ? ` (session ${session})` : ""}.`
    : "";
  const latest = action
    ? `Latest action${actionDate ? ` (${actionDate.slice(0, 10)})` : ""}: ${action}`
    : "";
  const content = [heading, latest].filter((p) => p).join(" ");
  return {
    titles: [asString(bill.title)],
    titleKind: "text",
    links: [asString(bill.openstates_url) ?? ""],
    guid: asString(bill.id),
    dates: [actionDate ?? "", asString(bill.updated_at) ?? ""],
    authors: [[state, chamber].filter((p) => p).join(" ")],
    summaries: latest ? [{ value: latest, kind: "text" }] : [],
    content: content ? { value: content, kind: "text" } : undefined,
    base,
  };
}

/** Reads one page of the search. Throws FeedParseError for any other answer. */
function readPage(bytes: Uint8Array, context: PageContext): PageRead {
  const { answer, entries: bills } = listAnswer(bytes, {
    module: MODULE,
    field: "results",
    what: "a bill search",
  });
  const rawOf = (entry: unknown) => {
    const bill = asObject(entry);
    return bill && rawBill(bill, context.feedUrl);
  };
  return {
    feed: { title: "Open States bills", ...readItems(bills, { ...context, rawOf }) },
    next: nextPage(asObject(answer.pagination), context.request),
    cursor: latestCursor(bills.map((bill) => asString(asObject(bill)?.updated_at))),
  };
}

/** The paged adapter (adapters.ts). */
export const openStates: PagedSource = {
  firstPage,
  readPage,
  key: { header: "X-API-KEY", required: true },
  pagesPerRead: OPEN_STATES_PAGES_PER_READ,
  minGapMs: OPEN_STATES_MIN_GAP_MS,
};
