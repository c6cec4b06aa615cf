/**
 * The feed sync: the one module that knows every step (as Miniflux's handler does). For each
 * source: guarded conditional fetch of the URL its format's adapter asks for → parse by that
 * adapter (a feed, an API's answer, a page's links) → filter by the source's terms → hash each
 * item's text → sort out items already stored (unchanged ones are skipped; changed ones become
 * revisions, revise.ts) → (the linked pages' text, for a source that asks) → 500 new rows at a
 * time: their offline analysis and grouping features (row_work.ts, in the worker for a big batch)
 * → bulk insert of new pending updates, deduplicated by the unique link key, each in its change
 * (issue 27, dedup/insert_grouped.ts) → record the outcome
 * and backoff → (a feed naming a WebSub hub: subscribe, push/after_fetch.ts). The steps from the
 * parse on are ingestDocument, which a hub's push takes too (SyncService.acceptPush); those after
 * it are ingestFeed, which each page of a change API takes too (sync_paged.ts, issue 30).
 * One failing source never stops the others. Recording the outcome also releases the source's
 * claim and sets its next time (db/queries/sync_queue.ts); claiming the sources is the queue
 * loop's job (sync_queue_loop.ts).
 */
import type { Db } from "../../db/client.ts";
import { insertNewUpdatesKeyed, type NewUpdate } from "../../db/queries/ingest.ts";
import { storedItems } from "../../db/queries/revisions.ts";
import type { SourceToSync } from "../../db/queries/sources.ts";
import { finishSourceSync } from "../../db/queries/sync_queue.ts";
import { pushStatusOf } from "../../db/queries/websub_subscriptions.ts";
import { insertGrouped } from "../dedup/insert_grouped.ts";
import { withAnalyses } from "../ai/runner/analysed_rows.ts";
import { backoffDelayMs, retryAt } from "./backoff.ts";
import { FetchError } from "./fetch/fetch_error.ts";
import { problemOf } from "./fetch/problem_of.ts";
import { problemCode, problemCodeText } from "../../domain/fetch_problem.ts";
import { guardedFetch } from "./fetch/fetcher.ts";
import { withContentHashes } from "./content_hash.ts";
import { termsForSource } from "./filter.ts";
import { addFullText } from "./full_text.ts";
import type { FeedItem, ParsedFeed } from "./parse/feed_types.ts";
import { parseSourceOffThread, rowWorkOffThread } from "./off_thread.ts";
import { pushAfterFetch } from "./push/after_fetch.ts";
import type { PushSettings } from "./push/push_settings.ts";
import { adapterOf, type SourceAdapter } from "./sources/adapters.ts";
import { readPagedSource } from "./sync_paged.ts";
import type { PagedSource } from "./sources/paged.ts";
import type { SecretBox } from "../../db/secrets/secret_box.ts";
import { sortByStored } from "./known_items.ts";
import { reviseChanged } from "./revise.ts";
import { afterRead, afterRetryAfter, type ScheduleOptions } from "./schedule/schedule_read.ts";
import { itemsToUpdates } from "./to_updates.ts";

/** The longest lastSyncError stored. */
export const MAX_SYNC_ERROR = 300;

/**
 * What a sync needs besides the sources; the schedule's options (SYNC_MIN_INTERVAL, the jitter
 * source) included.
 */
export interface SyncContext extends ScheduleOptions {
  db: Db;
  now: () => Date;
  /** The global legislative terms: the filter of jurisdiction sources (see termsForSource). */
  globalTerms: readonly string[];
  /** Fetch private and loopback addresses (ALLOW_PRIVATE_FETCH). Default false. */
  allowPrivate?: boolean;
  /** Per-fetch timeout. Default 10 s (the fetcher's). */
  fetchTimeoutMs?: number;
  /** Stops fetches that have not finished (the worker stops); nothing is recorded for them. */
  signal?: AbortSignal;
  /** The worker whose claims the recorded outcomes release (sync_queue.ts). */
  holder?: string;
  /**
   * Analyses new and revised items with the offline rules before they are stored, so each row is
   * written once: when those rules are the analyser (cheap, and run in the sync's worker). Another
   * analyser would hold the source's claim: the analysis job runs it after.
   */
  analyseOffline?: boolean;
  /**
   * Decrypts the sources' API keys (issue 30); null on PostgreSQL without SECRETS_KEY, where a
   * source with a key fails with the "api_key" problem.
   */
  secrets?: SecretBox | null;
  /** Subscribe at the hub a fetched feed names (push/after_fetch.ts); no push when absent. */
  push?: PushSettings;
  /**
   * Group new reports into changes (issue 27, dedup/insert_grouped.ts). Default true; off only
   * for the ingest bench's side-by-side figure.
   */
  groupReports?: boolean;
}

/** A source that failed, as the sync calls answer it. */
export interface SyncFailure {
  sourceId: number;
  name: string;
  /** What went wrong in a user's words (domain/fetch_problem.ts), never the technical message. */
  error: string;
}

/** What a sync did. */
export interface SyncSummary {
  /** Sources synced successfully (a 304 counts). */
  sourcesSynced: number;
  /** Items read from the feeds (at most MAX_ITEMS_PER_DOCUMENT a document, none empty). */
  itemsFound: number;
  /** Of those, items that passed the filter. */
  itemsMatched: number;
  /** New pending updates stored. */
  itemsInserted: number;
  /**
   * Stored updates whose text changed at the source: each got a revision (of an approved update,
   * one that waits for review).
   */
  itemsRevised: number;
  /** Items read without a link: they cannot be stored (the link is the dedupe key). */
  itemsWithoutLink: number;
  /** Entries the parser dropped for having nothing to read: no title, no link, no text. */
  emptyItems: number;
  /**
   * Entries after a document's MAX_ITEMS_PER_DOCUMENT-th item: counted, not read
   * (ADR 0102).
   */
  itemsOverCap: number;
  /** Items whose date could not be read: they took the fetch time. */
  unreadableDates: number;
  /** New updates whose content is their linked page's text (sources with fetchFullText). */
  fullTextsFetched: number;
  errors: SyncFailure[];
}

/** The counts of one source's sync, added up in the summary. */
export type Counts = Omit<SyncSummary, "sourcesSynced" | "errors">;

const NO_COUNTS: Readonly<Counts> = {
  itemsFound: 0,
  itemsMatched: 0,
  itemsInserted: 0,
  itemsRevised: 0,
  itemsWithoutLink: 0,
  emptyItems: 0,
  itemsOverCap: 0,
  unreadableDates: 0,
  fullTextsFetched: 0,
};

function countOf(items: readonly FeedItem[], test: (item: FeedItem) => boolean): number {
  let count = 0;
  for (const item of items) if (test(item)) count++;
  return count;
}

const STATUSES_WITH_RETRY_AFTER = new Set([429, 503]);

/** The stored form of an error: its message, at most MAX_SYNC_ERROR characters. */
export function shortError(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const text = raw.replace(/\s+/g, " ").trim() || "feeds/sync: unknown error";
  const prefixed = /^[\w/]+: /.test(text) ? text : `feeds/sync: ${text}`;
  return prefixed.length <= MAX_SYNC_ERROR ? prefixed : `${prefixed.slice(0, MAX_SYNC_ERROR - 1)}…`;
}

/** What syncing one source came to; "aborted" records nothing. */
export type Outcome =
  | { ok: true; counts: Counts }
  | { ok: false; error: string; problem: string }
  | { ok: "aborted" };

/** A document to read for a source: fetched by the sync, or pushed by a hub (push/). */
export interface SourceDocument {
  body: Uint8Array;
  /** Where it came from: the base of relative links. */
  url: string;
  contentType: string | null;
  /** When it was fetched or received: the date of items without one. */
  at: Date;
}

/**
 * The steps after the fetch, shared by the sync and a hub's push: parse by the source's adapter
 * → the steps of {@link ingestFeed}. Answers the counts and the parsed document; throws what the
 * steps throw (a FeedParseError for a document that is not a feed).
 */
export async function ingestDocument(
  source: SourceToSync,
  doc: SourceDocument,
  ctx: IngestContext,
): Promise<{ counts: Counts; feed: ParsedFeed }> {
  // A big document is parsed in a worker; the steps after it hand the event loop back.
  const feed = await parseSourceOffThread(source.format, doc.body, {
    feedUrl: doc.url,
    fetchedAt: doc.at,
    contentType: doc.contentType,
    selector: source.selector,
  });
  return { counts: await ingestFeed(source, { feed, at: doc.at }, ctx), feed };
}

/** What ingesting needs: a sync's context without its claim and push. */
export type IngestContext = Omit<SyncContext, "holder" | "push">;

/**
 * The steps after the parse, shared by a document and each page of a change API
 * (sync_paged.ts): filter → hash → sort out stored items → (full text) → (inline analysis) →
 * store the new ones, each in its change → revise the changed ones. `at` is the read's time.
 */
export async function ingestFeed(
  source: SourceToSync,
  { feed, at }: { feed: ParsedFeed; at: Date },
  ctx: IngestContext,
): Promise<Counts> {
  const matcher = termsForSource(source, ctx.globalTerms);
  const matched = await withContentHashes(await itemsToUpdates(feed.items, matcher, source));
  // Items stored before are sorted out early, so that unchanged ones are not analysed again.
  const stored = await storedItems(ctx.db, matched.map((row) => row.sourceUrlKey));
  const { fresh, changed } = sortByStored(matched, stored, source.id);
  const fullTextsFetched = source.fetchFullText
    ? await addFullText([...fresh, ...changed.map((c) => c.row)], {
      allowPrivate: ctx.allowPrivate ?? false,
      timeoutMs: ctx.fetchTimeoutMs,
      signal: ctx.signal,
    })
    : 0;
  let inserted = 0;
  for (let start = 0; start < fresh.length; start += ROWS_PER_STORE) {
    inserted += await storeNewRows(source, fresh.slice(start, start + ROWS_PER_STORE), ctx);
  }
  const itemsRevised = await reviseChanged(ctx.db, changed, {
    now: at,
    analyseOffline: ctx.analyseOffline ?? false,
  });
  return {
    itemsFound: feed.items.length,
    itemsMatched: matched.length,
    itemsInserted: inserted,
    itemsRevised,
    itemsWithoutLink: countOf(feed.items, (item) => item.link === null),
    emptyItems: feed.emptyItems,
    itemsOverCap: feed.itemsOverCap,
    unreadableDates: countOf(feed.items, (item) => item.dateFallback === "unreadable"),
    fullTextsFetched,
  };
}

/**
 * New rows are worked on and stored this many at a time (ADR 0190): each step's work between two
 * turns of the event loop (the row work's answer, the grouping plan, the statements' JSON) is then
 * bounded whatever the document's size, and a later batch groups with an earlier one through what
 * it stored.
 */
export const ROWS_PER_STORE = 500;

/**
 * Stores new rows of `source`: their analysis by the offline rules and their grouping features
 * (row_work.ts, in the worker), then the rows, each in its change. Answers how many were inserted.
 */
async function storeNewRows(
  source: SourceToSync,
  fresh: readonly NewUpdate[],
  ctx: IngestContext,
): Promise<number> {
  const { analyses, groupings } = await rowWorkOffThread({
    rows: fresh,
    analyse: ctx.analyseOffline ?? false,
    group: ctx.groupReports === false ? null : source,
  });
  const rows = analyses ? await withAnalyses(fresh, analyses) : fresh;
  const inserted = groupings
    ? (await insertGrouped(ctx.db, rows.map((row, i) => ({ row, ...groupings[i]! })))).inserted
    : await insertNewUpdatesKeyed(ctx.db, rows);
  return inserted.length;
}

/** What one read of a source came to, before its outcome is recorded. */
export interface SourceRead {
  counts: Counts;
  /** The first answer's headers (validators, caching, Retry-After). */
  headers: Headers;
  notModified: boolean;
  /** What was read (for the schedule's activity); null when nothing was (304). */
  feed: ParsedFeed | null;
  /** The fetched document's URL, for a WebSub subscription; null for a change API. */
  pushFrom: string | null;
}

/** Fetches the source's one document (a feed, an API answer, a page) and ingests it. */
async function readDocument(
  source: SourceToSync,
  adapter: SourceAdapter,
  ctx: SyncContext & { at: Date },
): Promise<SourceRead> {
  const response = await guardedFetch(adapter.fetchUrl?.(source.url) ?? source.url, {
    etag: source.etag,
    lastModified: source.lastModified,
    allowPrivate: ctx.allowPrivate ?? false,
    timeoutMs: ctx.fetchTimeoutMs,
    signal: ctx.signal,
    accept: adapter.accept,
  });
  const read = { headers: response.headers, notModified: response.notModified };
  if (response.notModified) {
    return { ...read, counts: { ...NO_COUNTS }, feed: null, pushFrom: null };
  }
  const { counts, feed } = await ingestDocument(source, {
    body: response.body,
    url: response.url,
    contentType: response.headers.get("content-type"),
    at: ctx.at,
  }, ctx);
  return { ...read, counts, feed, pushFrom: response.url };
}

/** Reads a change API's pages from where the last read stopped, ingesting each page. */
async function readChangeApi(
  source: SourceToSync,
  paged: PagedSource,
  ctx: SyncContext & { at: Date },
): Promise<SourceRead> {
  const counts: Counts = { ...NO_COUNTS };
  const read = await readPagedSource(source, paged, {
    ...ctx,
    ingest: async (feed) => {
      addCounts(counts, await ingestFeed(source, { feed, at: ctx.at }, ctx));
    },
  });
  return { ...read, counts, pushFrom: null };
}

/**
 * Fetches, parses, filters and stores one source, recording the outcome. Never rejects. A
 * change API (an adapter with `paged`) is read page by page from where its last read stopped
 * (sync_paged.ts); any other source is one document.
 */
export async function syncSource(source: SourceToSync, ctx: SyncContext): Promise<Outcome> {
  const at = ctx.now();
  try {
    const adapter = adapterOf(source.format);
    const read = adapter.paged
      ? await readChangeApi(source, adapter.paged, { ...ctx, at })
      : await readDocument(source, adapter, { ...ctx, at });
    const { headers, feed } = read;
    const pushLive = (await pushStatusOf(ctx.db, [source.id], at)).get(source.id)?.live ?? false;
    const etag = headers.get("etag");
    const lastModified = headers.get("last-modified");
    await finishSourceSync(ctx.db, { id: source.id, holder: ctx.holder ?? null }, {
      ok: true,
      at,
      // A 304 may leave out the validators: the stored ones still hold.
      etag: read.notModified ? etag ?? source.etag : etag,
      lastModified: read.notModified ? lastModified ?? source.lastModified : lastModified,
      ...afterRead(source, { at, headers, feed, pushLive }, ctx),
    });
    if (ctx.push && feed && read.pushFrom) {
      const fetched = { url: read.pushFrom, headers, push: feed.push };
      await pushAfterFetch(source.id, fetched, { db: ctx.db, settings: ctx.push, now: at });
    }
    return { ok: true, counts: read.counts };
  } catch (error) {
    if (ctx.signal?.aborted) return { ok: "aborted" };
    return await recordFailure(source, ctx, at, error);
  }
}

async function recordFailure(
  source: SourceToSync,
  ctx: SyncContext,
  at: Date,
  error: unknown,
): Promise<Outcome> {
  const message = shortError(error);
  const problem = problemCode(problemOf(error));
  // The technical text is for the log (and lastSyncError); users read the problem's text.
  console.warn(`${message} (source ${source.id})`);
  const consecutiveErrors = source.consecutiveErrors + 1;
  const askedMs = error instanceof FetchError && STATUSES_WITH_RETRY_AFTER.has(error.status ?? 0)
    ? error.retryAfterMs
    : undefined;
  try {
    await finishSourceSync(ctx.db, { id: source.id, holder: ctx.holder ?? null }, {
      ok: false,
      at,
      error: message,
      problem,
      consecutiveErrors,
      retryAfter: retryAt(at, consecutiveErrors, askedMs),
      schedule: askedMs === undefined ? undefined : afterRetryAfter(source, {
        at,
        waitMs: backoffDelayMs(consecutiveErrors, askedMs),
      }, ctx) ?? undefined,
    });
  } catch (storeError) {
    console.error(`feeds/sync: could not record the failure of source ${source.id}:`, storeError);
  }
  return { ok: false, error: message, problem };
}

/** A summary of nothing yet, to add outcomes to. */
export function emptySummary(): SyncSummary {
  return { sourcesSynced: 0, ...NO_COUNTS, errors: [] };
}

/**
 * Adds the item counts of `part` to `total`: the one list of counts is NO_COUNTS, so that a new
 * count is added up wherever summaries are.
 */
function addCounts(total: Counts, part: Counts): void {
  for (const key of Object.keys(NO_COUNTS) as (keyof Counts)[]) total[key] += part[key];
}

/** Adds failures to `summary`, kept in source id order. */
function addErrors(summary: SyncSummary, errors: readonly SyncFailure[]): void {
  summary.errors.push(...errors);
  summary.errors.sort((a, b) => a.sourceId - b.sourceId);
}

/** Adds one source's outcome to `summary`. */
export function addOutcome(summary: SyncSummary, source: SourceToSync, outcome: Outcome): void {
  if (outcome.ok === true) {
    summary.sourcesSynced++;
    addCounts(summary, outcome.counts);
  } else if (outcome.ok === false) {
    const error = problemCodeText(outcome.problem, "feed");
    addErrors(summary, [{ sourceId: source.id, name: source.name, error }]);
  }
}

/** Adds what another pass did (`part`) to `total`: the drains of one round. */
export function addSummary(total: SyncSummary, part: SyncSummary): void {
  total.sourcesSynced += part.sourcesSynced;
  addCounts(total, part);
  addErrors(total, part.errors);
}
