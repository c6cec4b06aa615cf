/**
 * The "govinfo" format (issue 30): the packages of one GovInfo collection added or modified since
 * the last read (https://api.govinfo.gov/docs, the collections service; github.com/usgpo/api).
 * The source's URL is the collection, e.g. https://api.govinfo.gov/collections/PLAW (FR, CFR,
 * BILLS, PLAW, CREC …). A read asks
 * `/collections/{code}/{start}/{end}?pageSize=100&offsetMark=*` (times as yyyy-MM-ddTHH:mm:ssZ),
 * then each answer's `nextPage` (which drops the key: it goes back as the X-Api-Key header of
 * api.data.gov, never in the URL). The answer: `count`, `message`, `nextPage` (null on the last
 * page), `previousPage`, `packages[]` with packageId, title, lastModified, packageLink, docClass,
 * congress and dateIssued (YYYY-MM-DD); packages come newest lastModified first.
 *
 * The cursor (ADR 0168) is the window being read: `{"since": S}` once a window
 * is done (the next read asks [S, now]); while one is not, `{"since": S, "until": U, "top": T}`
 * where U is the oldest lastModified read so far: the next read asks [S, U] and then moves on
 * from T. A first read looks back 7 days. Items: the title, the package's page on
 * www.govinfo.gov (/app/details/{packageId}), the packageId as guid, dateIssued (else
 * lastModified), and a heading naming the public law or bill the package is, which the grouping
 * of one change reads (workers/dedup/official_links.ts reads the same from the link).
 */
import { sourceUrlProblem } from "../../../domain/source_urls.ts";
import { readItems } from "../parse/document_items.ts";
import { FeedParseError, type RawItem } from "../parse/feed_types.ts";
import { asObject, asString, entriesOf, type JsonObject, parseJson } from "../parse/json_values.ts";
import type { SourceAdapter } from "./adapter_types.ts";
import { type PagedSource, type PageRead, parseAsFirstPage, type ReadStart } from "./paged.ts";

const MODULE = "feeds/govinfo";
/** Packages asked for a page (the service allows up to 1,000). */
export const GOVINFO_PAGE_SIZE = 100;
/** How far a source's first read looks back. */
export const FIRST_READ_LOOKBACK_MS = 7 * 86_400_000;
const DETAILS = "https://www.govinfo.gov/app/details/";

/** The window a read asks for (see the module comment). */
interface Window {
  since: string;
  /** The window's end this read asks for; null: now. */
  until: string | null;
  /** Where the next window starts once this one is done; null: this read's now. */
  top: string | null;
}

/** A time as the service takes it: yyyy-MM-ddTHH:mm:ssZ (no milliseconds). */
export function govinfoTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const timeOrNull = (value: unknown) => typeof value === "string" && TIME.test(value) ? value : null;

/** The window of a read from its start: a cursor this adapter wrote, or a first read's. */
function windowOf(start: ReadStart): Window {
  let saved: JsonObject | undefined;
  try {
    saved = start.cursor ? asObject(JSON.parse(start.cursor)) : undefined;
  } catch { /* a cursor of another format: read as a first read */ }
  const since = timeOrNull(saved?.since);
  if (!since) {
    return {
      since: govinfoTime(new Date(start.now.getTime() - FIRST_READ_LOOKBACK_MS)),
      until: null,
      top: null,
    };
  }
  return { since, until: timeOrNull(saved?.until), top: timeOrNull(saved?.top) };
}

/** The collection's path ("/collections/PLAW") of a source's URL; FeedParseError otherwise. */
function collectionPath(endpoint: string): URL {
  // The rule the source form applies at save (one place for both).
  const problem = sourceUrlProblem("govinfo", endpoint);
  if (problem) throw new FeedParseError(`${MODULE}: ${problem}`);
  const url = new URL(endpoint);
  const parts = url.pathname.split("/").filter(Boolean);
  url.pathname = `/collections/${parts[1]!.toUpperCase()}`;
  url.search = "";
  return url;
}

const BILL_NAMES: Readonly<Record<string, [string, string]>> = {
  hr: ["H.R.", "House"],
  s: ["S.", "Senate"],
  hres: ["H.Res.", "House"],
  sres: ["S.Res.", "Senate"],
  hjres: ["H.J.Res.", "House"],
  sjres: ["S.J.Res.", "Senate"],
  hconres: ["H.Con.Res.", "House"],
  sconres: ["S.Con.Res.", "Senate"],
};
const PUBLIC_LAW = /^PLAW-(\d{2,3})(publ|pvtl)(\d{1,4})$/;
const BILL = /^BILLS-(\d{2,3})(hr|s|hres|sres|hjres|sjres|hconres|sconres)(\d{1,5})[a-z]{0,8}$/;

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** What a package is, in the words the grouping reads, and who made it. */
function identity(packageId: string): { heading: string; author: string } {
  const law = PUBLIC_LAW.exec(packageId);
  if (law) {
    const kind = law[2] === "publ" ? "Public Law" : "Private Law";
    return { heading: `${kind} ${Number(law[1])}-${Number(law[3])}`, author: "Congress" };
  }
  const bill = BILL.exec(packageId);
  const names = bill && BILL_NAMES[bill[2]!];
  if (bill && names) {
    const congress = ordinal(Number(bill[1]));
    return { heading: `${names[0]} ${Number(bill[3])} (${congress} Congress)`, author: names[1] };
  }
  return { heading: "", author: "" };
}

function rawPackage(pkg: JsonObject, base: string): RawItem | undefined {
  const packageId = asString(pkg.packageId)?.trim();
  if (!packageId) return undefined;
  const title = asString(pkg.title);
  const { heading, author } = identity(packageId);
  const docClass = asString(pkg.docClass);
  const text = [heading && `${heading}.`, title].filter((part) => part).join(" ");
  return {
    titles: [title],
    titleKind: "text",
    links: [`${DETAILS}${encodeURIComponent(packageId)}`],
    guid: packageId,
    dates: [asString(pkg.dateIssued) ?? "", asString(pkg.lastModified) ?? ""],
    authors: [author || (docClass ? `GovInfo (${docClass})` : "GovInfo")],
    content: text ? { value: text, kind: "text" } : undefined,
    base,
  };
}

/** "GovInfo PLAW" for a page of the PLAW collection. */
function titleOf(url: string): string {
  const code = /^\/collections\/([A-Za-z]{2,12})(?:\/|$)/.exec(new URL(url).pathname)?.[1];
  return code ? `GovInfo ${code.toUpperCase()}` : "GovInfo";
}

/** The oldest lastModified of a page's packages, or null. */
function oldestModified(packages: readonly unknown[]): string | null {
  let oldest: string | null = null;
  for (const entry of packages) {
    const modified = timeOrNull(asObject(entry)?.lastModified);
    if (modified && (oldest === null || modified < oldest)) oldest = modified;
  }
  return oldest;
}

/** GovInfo's collections service, read in pages. */
export const govinfoPages: PagedSource = {
  key: { header: "X-Api-Key", required: true },
  firstPage(endpoint, start) {
    const window = windowOf(start);
    const url = collectionPath(endpoint);
    const end = window.until ?? govinfoTime(start.now);
    url.pathname += `/${window.since}/${end}`;
    url.searchParams.set("pageSize", String(GOVINFO_PAGE_SIZE));
    url.searchParams.set("offsetMark", "*");
    return { url: url.href, headers: { accept: "application/json" } };
  },
  readPage(bytes, context): PageRead {
    const answer = asObject(parseJson(bytes, MODULE));
    if (!answer || !Array.isArray(answer.packages)) {
      const message = asString(answer?.message);
      throw new FeedParseError(
        `${MODULE}: the answer is not a collection page (no packages[])${
          message ? `: ${message.slice(0, 120)}` : ""
        }`,
      );
    }
    const packages = entriesOf(answer.packages);
    const base = context.request.url;
    const items = readItems(packages, {
      ...context,
      rawOf: (entry) => {
        const pkg = asObject(entry);
        return pkg && rawPackage(pkg, base);
      },
    });
    const nextPage = asString(answer.nextPage);
    const window = windowOf(context.start);
    const top = window.top ?? govinfoTime(context.start.now);
    const oldest = oldestModified(packages);
    const cursor = nextPage
      ? JSON.stringify({ since: window.since, until: oldest ?? window.until ?? top, top })
      : JSON.stringify({ since: top });
    return {
      feed: { title: titleOf(base), ...items },
      next: nextPage ? { url: nextPage, headers: { accept: "application/json" } } : null,
      cursor,
    };
  },
};

/** The adapter of adapters.ts. */
export const govinfo: SourceAdapter = {
  accept: "application/json",
  parse: parseAsFirstPage(govinfoPages),
  paged: govinfoPages,
};
