/**
 * The "uk-parliament-bills" format: the UK Parliament Bills API
 * (https://bills-api.parliament.uk/index.html, GET /api/v1/Bills). The answer's `items[]` are
 * bills; fields read: billId, shortTitle, currentHouse, originatingHouse, lastUpdate (ISO 8601
 * without a zone: read as UTC), isAct, billWithdrawn, isDefeated and currentStage
 * {description, house}. A bill's link is its page, https://bills.parliament.uk/bills/{billId}.
 */
import { FeedParseError, type ParsedFeed, type RawItem } from "../parse/feed_types.ts";
import { readItems } from "../parse/document_items.ts";
import { asObject, asString, entriesOf, type JsonObject, parseJson } from "../parse/json_values.ts";
import type { ParseSourceOptions, SourceAdapter } from "./adapter_types.ts";

const MODULE = "feeds/uk-parliament-bills";
/** Where a bill's page is. */
export const BILL_PAGE_BASE = "https://bills.parliament.uk/bills/";
/** Bills asked for per sync when the source's URL does not say. */
export const BILLS_PAGE_SIZE = 50;

/**
 * The API query for a source's URL: the most recently updated bills first, 50 of them, unless
 * the URL asks otherwise (the API's own default order is by title).
 */
export function billsUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has("SortOrder")) {
    parsed.searchParams.set("SortOrder", "DateUpdatedDescending");
  }
  if (!parsed.searchParams.has("Take")) parsed.searchParams.set("Take", String(BILLS_PAGE_SIZE));
  return parsed.href;
}

const houseName = (house: string | undefined) =>
  house === "Commons" || house === "Lords" ? `House of ${house}` : undefined;

/** One sentence on where the bill stands, for the summary. */
function standing(bill: JsonObject): string {
  const stage = asObject(bill.currentStage);
  const description = asString(stage?.description)?.trim();
  const house = houseName(asString(stage?.house)) ?? houseName(asString(bill.currentHouse));
  const parts: string[] = [];
  if (bill.isAct === true) parts.push("Act of Parliament.");
  if (asString(bill.billWithdrawn)) parts.push("Withdrawn.");
  if (bill.isDefeated === true) parts.push("Defeated.");
  if (description) parts.push(`Current stage: ${description}${house ? `, ${house}` : ""}.`);
  const origin = houseName(asString(bill.originatingHouse));
  if (origin) parts.push(`Introduced in the ${origin}.`);
  return parts.join(" ");
}

function rawBill(bill: JsonObject, options: ParseSourceOptions): RawItem {
  const id = typeof bill.billId === "number" && Number.isInteger(bill.billId)
    ? String(bill.billId)
    : undefined;
  const summary = standing(bill);
  return {
    titles: [asString(bill.shortTitle)],
    titleKind: "text",
    links: id ? [`${BILL_PAGE_BASE}${id}`] : [],
    guid: id,
    dates: [asString(bill.lastUpdate) ?? ""],
    summaries: summary ? [{ value: summary, kind: "text" }] : [],
    base: options.feedUrl,
  };
}

/** Reads a Bills API answer. Throws FeedParseError when it has no items[]. */
export function parseBills(bytes: Uint8Array, options: ParseSourceOptions): ParsedFeed {
  const answer = asObject(parseJson(bytes, MODULE));
  if (!answer || !Array.isArray(answer.items)) {
    throw new FeedParseError(`${MODULE}: the answer is not a list of bills (no items[])`);
  }
  const rawOf = (entry: unknown) => {
    const bill = asObject(entry);
    return bill && rawBill(bill, options);
  };
  return {
    title: "UK Parliament Bills",
    ...readItems(entriesOf(answer.items), { ...options, rawOf }),
  };
}

/** The adapter of adapters.ts. */
export const ukParliamentBills: SourceAdapter = {
  fetchUrl: billsUrl,
  accept: "application/json",
  parse: parseBills,
};
