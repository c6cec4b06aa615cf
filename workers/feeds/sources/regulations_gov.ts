/**
 * The "regulations-gov" format: the Regulations.gov API's document search
 * (https://open.gsa.gov/api/regulationsgov/, GET /v4/documents; api.data.gov key in X-Api-Key).
 * Asked for with `filter[lastModifiedDate][ge]` as "yyyy-MM-dd HH:mm:ss" in US Eastern time (the
 * cursor), `sort=lastModifiedDate,documentId`, `page[size]=250` (5 to 250) and `page[number]`,
 * which stops at 20: past it, the filter restarts from the last record's lastModifiedDate, as the
 * documentation advises. The answer is JSON:API: `data[]` of {id, attributes} and
 * `meta.hasNextPage`. Attributes read: documentType (Rule, Proposed Rule, Notice, Supporting &
 * Related Material, Other), title, agencyId, docketId, frDocNum, postedDate, lastModifiedDate
 * (the cursor), withinCommentPeriod, commentEndDate. A document's link is its page,
 * https://www.regulations.gov/document/{id}; its text opens with "FR Doc. 2026-04123" so that the
 * grouping finds the Federal Register document (`us-fr-doc:`) the Federal Register source also
 * reports.
 */
import { readItems } from "../parse/document_items.ts";
import { parseFeedDate } from "../parse/dates.ts";
import type { RawItem } from "../parse/feed_types.ts";
import { asObject, asString, type JsonObject } from "../parse/json_values.ts";
import { easternTime } from "./eastern_time.ts";
import type { PageContext, PagedSource, PageRead, PageRequest, ReadStart } from "./paged.ts";
import { latestCursor, readSince } from "./read_window.ts";
import { listAnswer } from "./service_errors.ts";

const MODULE = "feeds/regulations-gov";
/** Documents per page: the API's most. */
export const REGULATIONS_PAGE_SIZE = 250;
/** The last page number the API serves for one filter. */
export const REGULATIONS_MAX_PAGE = 20;
/** Where a document's page is. */
export const REGULATIONS_DOCUMENT_BASE = "https://www.regulations.gov/document/";

const FILTER = "filter[lastModifiedDate][ge]";
const PAGE_NUMBER = "page[number]";
const JSON_API = { accept: "application/vnd.api+json, application/json" };

/** The request for the documents modified since `since` (Eastern time), page `page`. */
function pageRequest(endpoint: string, since: string, page: number): PageRequest {
  const url = new URL(endpoint);
  url.searchParams.set(FILTER, since);
  url.searchParams.set("sort", "lastModifiedDate,documentId");
  url.searchParams.set("page[size]", String(REGULATIONS_PAGE_SIZE));
  url.searchParams.set(PAGE_NUMBER, String(page));
  return { url: url.href, headers: JSON_API };
}

function firstPage(endpoint: string, start: ReadStart): PageRequest {
  return pageRequest(endpoint, easternTime(readSince(start)), 1);
}

/**
 * The page after this one (ADR 0164): the next number up to 20, then page 1 of the filter restarted from
 * the last record's time (which repeats the records of that second: the sync knows them). None
 * when the restart would ask the same question again (20 pages of one second).
 */
function nextPage(hasNext: boolean, lastModified: string | undefined, request: PageRequest) {
  if (!hasNext) return null;
  const url = new URL(request.url);
  const filter = url.searchParams.get(FILTER) ?? "";
  const page = Number(url.searchParams.get(PAGE_NUMBER) ?? "1");
  if (page < REGULATIONS_MAX_PAGE) return pageRequest(request.url, filter, page + 1);
  const last = lastModified ? parseFeedDate(lastModified) : null;
  const restart = last ? easternTime(last) : filter;
  return restart === filter ? null : pageRequest(request.url, restart, 1);
}

/** The text opening: type, agency, docket, FR document, comments (ADR 0163). */
function heading(attributes: JsonObject): string {
  const type = asString(attributes.documentType)?.trim();
  const agency = asString(attributes.agencyId)?.trim();
  const docket = asString(attributes.docketId)?.trim();
  const frDoc = asString(attributes.frDocNum)?.trim();
  const what = [type ?? "Document", agency && `by ${agency}`].filter((p) => p).join(" ");
  const parts = [what, docket && `docket ${docket}`, frDoc && `FR Doc. ${frDoc}`];
  const end = asString(attributes.commentEndDate);
  const endsAt = end ? parseFeedDate(end) : null;
  const comments = endsAt
    ? ` Comments ${attributes.withinCommentPeriod === true ? "open until" : "closed on"} ${
      easternTime(endsAt).slice(0, 10)
    }.`
    : "";
  return `${parts.filter((p) => p).join(", ")}.${comments}`;
}

function rawDocument(document: JsonObject, base: string): RawItem | undefined {
  const attributes = asObject(document.attributes);
  if (!attributes) return undefined;
  const id = asString(document.id)?.trim();
  const text = heading(attributes);
  return {
    titles: [asString(attributes.title)],
    titleKind: "text",
    links: id ? [`${REGULATIONS_DOCUMENT_BASE}${encodeURIComponent(id)}`] : [],
    guid: id,
    dates: [asString(attributes.postedDate) ?? "", asString(attributes.lastModifiedDate) ?? ""],
    authors: [asString(attributes.agencyId) ?? ""],
    summaries: [{ value: text, kind: "text" }],
    content: { value: text, kind: "text" },
    base,
  };
}

/** Reads one page of the search. Throws FeedParseError for any other answer. */
function readPage(bytes: Uint8Array, context: PageContext): PageRead {
  const { answer, entries: documents } = listAnswer(bytes, {
    module: MODULE,
    field: "data",
    what: "a document search",
  });
  const modified = documents.map((d) =>
    asString(asObject(asObject(d)?.attributes)?.lastModifiedDate)
  );
  const rawOf = (entry: unknown) => {
    const document = asObject(entry);
    return document && rawDocument(document, context.feedUrl);
  };
  return {
    feed: { title: "Regulations.gov documents", ...readItems(documents, { ...context, rawOf }) },
    next: nextPage(asObject(answer.meta)?.hasNextPage === true, modified.at(-1), context.request),
    cursor: latestCursor(modified),
  };
}

/** The paged adapter (adapters.ts). */
export const regulationsGov: PagedSource = {
  firstPage,
  readPage,
  key: { header: "X-Api-Key", required: true },
};
