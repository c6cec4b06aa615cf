/**
 * The "congress-gov" format: the Congress.gov API's bill list
 * (https://api.congress.gov/, GET /v3/bill or /v3/bill/{congress}; api.data.gov key in
 * X-Api-Key). Asked for with `format=json` (XML otherwise), `fromDateTime=YYYY-MM-DDTHH:MM:SSZ`
 * (the cursor), `sort=updateDate+asc` and `limit=250` (its most), then paged by the answer's
 * `pagination.next`. Fields read of each `bills[]` entry: congress, type (HR, S, HJRES, SJRES,
 * HCONRES, SCONRES, HRES, SRES), number, title, originChamber, latestAction {actionDate, text},
 * updateDate (a date) and updateDateIncludingText (an instant: the cursor). A bill's link is its
 * page, https://www.congress.gov/bill/119th-congress/house-bill/1234, whose path and the "H.R. 1234
 * (119th Congress)" heading of its text name it to the grouping (`us-bill:hr:1234@119`).
 */
import { readItems } from "../parse/document_items.ts";
import { FeedParseError, type RawItem } from "../parse/feed_types.ts";
import { asObject, asString, type JsonObject } from "../parse/json_values.ts";
import type { PageContext, PagedSource, PageRead, PageRequest, ReadStart } from "./paged.ts";
import { latestCursor, readSince, utcSeconds } from "./read_window.ts";
import { listAnswer } from "./service_errors.ts";

const MODULE = "feeds/congress-gov";
/** Bills per page: the API's most. */
export const CONGRESS_PAGE_SIZE = 250;
/** Where a bill's page is. */
export const CONGRESS_BILL_BASE = "https://www.congress.gov/bill/";

/** Each bill type: how it is cited, and its path on congress.gov. */
const BILL_TYPES: Record<string, { cite: string; path: string }> = {
  HR: { cite: "H.R.", path: "house-bill" },
  S: { cite: "S.", path: "senate-bill" },
  HJRES: { cite: "H.J.Res.", path: "house-joint-resolution" },
  SJRES: { cite: "S.J.Res.", path: "senate-joint-resolution" },
  HCONRES: { cite: "H.Con.Res.", path: "house-concurrent-resolution" },
  SCONRES: { cite: "S.Con.Res.", path: "senate-concurrent-resolution" },
  HRES: { cite: "H.Res.", path: "house-resolution" },
  SRES: { cite: "S.Res.", path: "senate-resolution" },
};

/** "119th", "101st", "102nd", "111th". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? "th"}`;
}

/** The first request of a read: the bills updated since the cursor, oldest first. */
function firstPage(endpoint: string, start: ReadStart): PageRequest {
  const url = new URL(endpoint);
  url.searchParams.set("format", "json");
  url.searchParams.set("fromDateTime", `${utcSeconds(readSince(start))}Z`);
  // Oldest first, so that a read stopped at its page bound resumes from its cursor without
  // losing the older rest (ADR 0164).
  // Written "updateDate+asc" as the API's documentation spells it (a space, form-encoded).
  url.searchParams.set("sort", "updateDate asc");
  url.searchParams.set("limit", String(CONGRESS_PAGE_SIZE));
  url.searchParams.delete("offset");
  return { url: url.href, headers: JSON_ONLY };
}

const JSON_ONLY = { accept: "application/json" };

/**
 * The next page the answer names. Only on the request's own origin: readPages sends the key to
 * every page's origin, and a page must not send it elsewhere.
 */
function nextPage(pagination: JsonObject | undefined, request: PageRequest): PageRequest | null {
  const next = asString(pagination?.next);
  if (!next) return null;
  let url: URL;
  try {
    url = new URL(next, request.url);
  } catch {
    throw new FeedParseError(`${MODULE}: the next page's address is not a URL`);
  }
  if (url.origin !== new URL(request.url).origin) {
    throw new FeedParseError(`${MODULE}: the next page is on another host (${url.host})`);
  }
  if (!url.searchParams.has("format")) url.searchParams.set("format", "json");
  return { url: url.href, headers: JSON_ONLY };
}

function rawBill(bill: JsonObject, base: string): RawItem {
  const type = BILL_TYPES[(asString(bill.type) ?? "").toUpperCase()];
  const number = asString(bill.number) ??
    (typeof bill.number === "number" ? String(bill.number) : "");
  const congress = typeof bill.congress === "number" && Number.isInteger(bill.congress)
    ? bill.congress
    : null;
  const citable = type && /^\d{1,5}$/.test(number) && congress !== null;
  const action = asObject(bill.latestAction);
  const actionText = asString(action?.text)?.trim();
  const actionDate = asString(action?.actionDate);
  const chamber = asString(bill.originChamber)?.trim();
  // What the analysis and the grouping read: which bill, where it started, then what happened
  // (ADR 0163).
  const heading = citable
    ? `${type.cite} ${number} (${ordinal(congress)} Congress)${
      chamber ? `, introduced in the ${chamber}` : ""
    }.`
    : "";
  const latest = actionText
    ? `Latest action${actionDate ? ` (${actionDate})` : ""}: ${actionText}`
    : "";
  const content = [heading, latest].filter((part) => part).join(" ");
  return {
    titles: [asString(bill.title)],
    titleKind: "text",
    links: citable
      ? [`${CONGRESS_BILL_BASE}${ordinal(congress)}-congress/${type.path}/${number}`]
      : [],
    guid: citable ? `${type.cite} ${number}, ${ordinal(congress)} Congress` : undefined,
    dates: [
      actionDate ?? "",
      asString(bill.updateDateIncludingText) ?? "",
      asString(bill.updateDate) ?? "",
    ],
    authors: [chamber ?? ""],
    summaries: latest ? [{ value: latest, kind: "text" }] : [],
    content: content ? { value: content, kind: "text" } : undefined,
    base,
  };
}

/** Reads one page of the bill list. Throws FeedParseError for any other answer. */
function readPage(bytes: Uint8Array, context: PageContext): PageRead {
  const { answer, entries: bills } = listAnswer(bytes, {
    module: MODULE,
    field: "bills",
    what: "a bill list",
  });
  const rawOf = (entry: unknown) => {
    const bill = asObject(entry);
    return bill && rawBill(bill, context.feedUrl);
  };
  return {
    feed: { title: "Congress.gov bills", ...readItems(bills, { ...context, rawOf }) },
    next: nextPage(asObject(answer.pagination), context.request),
    cursor: latestCursor(bills.map((entry) => {
      const bill = asObject(entry);
      return asString(bill?.updateDateIncludingText) ?? asString(bill?.updateDate);
    })),
  };
}

/** The paged adapter (adapters.ts). */
export const congressGov: PagedSource = {
  firstPage,
  readPage,
  key: { header: "X-Api-Key", required: true },
};
