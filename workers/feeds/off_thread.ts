/**
 * The sync's CPU-heavy steps off the main thread (ADR 0050, ADR 0189): reading a big document
 * (one fast-xml-parser call, then the text of every item) or page, and the work on a big batch of
 * new rows (row_work.ts: the offline analysis and the grouping features, tens of microseconds a
 * row). On the main thread each would hold every request as long, and a sync's storing would wait
 * for another's text work. Documents of OFF_THREAD_MIN_BYTES or more and batches of
 * OFF_THREAD_MIN_ROWS or more therefore go to one worker (off_thread_worker.ts), started on first
 * need and kept: starting a worker holds the caller while the worker's isolate is made (tens of
 * ms, far more on a busy machine), so it is paid once per process, not per job. It is a
 * node:worker_threads Worker because that one can be unref'd: while idle it does not keep the
 * process (a script, the tests) alive. Where workers are unavailable (Deno Deploy), and for small
 * jobs, the work is done inline, a batch of rows paced (time_slice.ts).
 */
import { Worker } from "node:worker_threads";
import { FeedParseError } from "./parse/parse.ts";
import type { FeedItem, ParsedFeed, ParseFeedOptions } from "./parse/feed_types.ts";
import { extractMainText } from "./parse/page_text.ts";
import { parseSource, type ParseSourceOptions } from "./sources/adapters.ts";
import { doRowWork, doRowWorkPaced, type RowWork, type RowWorkDone } from "./row_work.ts";

/** Documents of at least this many bytes go to the worker. */
export const OFF_THREAD_MIN_BYTES = 256 * 1024;
/** Batches of at least this many new rows go to the worker (a feed's page of news is fewer). */
export const OFF_THREAD_MIN_ROWS = 20;

/**
 * What the worker is asked: a source's answer read by its format's adapter (a feed, an API's
 * JSON, a web page's links), a page's text from UTF-8, or the work on a batch of new rows.
 * Documents travel as bytes, handed over rather than copied into the message (copying 5 MiB, as
 * bytes or as a string, takes tens of milliseconds of the sender's time; handing over a buffer
 * takes none); rows are copied (a few hundred kB for a batch of 200).
 */
export type OffThreadJob =
  | { kind: "feed"; format: string; bytes: Uint8Array; options: ParseSourceOptions }
  | { kind: "page"; bytes: Uint8Array }
  | { kind: "rows"; work: RowWork };

/** What a job comes to. */
export type JobValue = ParsedFeed | string | RowWorkDone;

/**
 * What the worker answers, with the id of the job: a feed's items come first in batches of
 * ANSWER_BATCH, then the feed without them, so that the main thread reads one batch per event
 * (at most 5,000 items, MAX_ITEMS_PER_DOCUMENT: empty ones are dropped in the worker, ADR
 * 0102; reading them all at once would hold it for long).
 */
export type OffThreadAnswer =
  & { id: number }
  & (
    | { items: FeedItem[] }
    | { ok: true; value: JobValue }
    | { ok: false; message: string; feedParseError: boolean }
  );

/** Items per message of the worker's answer. */
export const ANSWER_BATCH = 500;

/** Does a job where it is called (in the worker). */
export function runJob(job: OffThreadJob): JobValue {
  if (job.kind === "feed") return parseSource(job.format, job.bytes, job.options);
  if (job.kind === "rows") return doRowWork(job.work);
  return extractMainText(new TextDecoder().decode(job.bytes));
}

type FinalAnswer = Exclude<OffThreadAnswer, { items: FeedItem[] }>;
type Waiting = {
  kind: OffThreadJob["kind"];
  items: FeedItem[];
  resolve(answer: FinalAnswer): void;
  reject(error: Error): void;
};

// The worker and the jobs it has not answered yet; referenced only while there are some.
class OffThreadWorker {
  readonly #worker = new Worker(new URL("./off_thread_worker.ts", import.meta.url));
  readonly #waiting = new Map<number, Waiting>();
  #lastId = 0;
  #broken = false;

  constructor() {
    this.#worker.unref();
    this.#worker.on("message", (answer: OffThreadAnswer) => {
      const waiting = this.#waiting.get(answer.id);
      if ("items" in answer) {
        for (const item of answer.items) waiting?.items.push(item);
        return;
      }
      if (answer.ok && waiting?.kind === "feed") (answer.value as ParsedFeed).items = waiting.items;
      waiting?.resolve(answer);
      this.#settled(answer.id);
    });
    this.#worker.on("error", (error: Error) => this.#fail(error.message));
    this.#worker.on("exit", (code: number) => this.#fail(`exited with code ${code}`));
  }

  get broken(): boolean {
    return this.#broken;
  }

  run(job: OffThreadJob): Promise<FinalAnswer> {
    const id = ++this.#lastId;
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { kind: job.kind, items: [], resolve, reject });
      if (job.kind === "rows") return this.#worker.postMessage({ id, job });
      // A copy of our own (a memcpy) is handed over, so that the caller's bytes stay usable.
      const bytes = job.bytes.slice();
      this.#worker.postMessage({ id, job: { ...job, bytes } }, [bytes.buffer]);
    });
  }

  #settled(id: number): void {
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#worker.unref();
  }

  #fail(reason: string): void {
    this.#broken = true; // the next job starts a new worker
    for (const [id, waiting] of this.#waiting) {
      waiting.reject(new Error(`feeds/off_thread: the worker failed: ${reason}`));
      this.#settled(id);
    }
  }
}

let shared: OffThreadWorker | null | undefined;

function offThreadWorker(): OffThreadWorker | null {
  if (shared === undefined || shared?.broken) {
    try {
      shared = new OffThreadWorker();
    } catch {
      shared = null; // a runtime without workers: work inline from now on
    }
  }
  return shared;
}

function worthTheWorker(job: OffThreadJob): boolean {
  if (job.kind === "rows") return job.work.rows.length >= OFF_THREAD_MIN_ROWS;
  return job.bytes.byteLength >= OFF_THREAD_MIN_BYTES;
}

async function runOffThread(job: OffThreadJob): Promise<JobValue> {
  const worker = worthTheWorker(job) ? offThreadWorker() : null;
  if (!worker) return job.kind === "rows" ? await doRowWorkPaced(job.work) : runJob(job);
  const answer = await worker.run(job);
  if (answer.ok) return answer.value;
  throw answer.feedParseError ? new FeedParseError(answer.message) : new Error(answer.message);
}

/**
 * parseSource (sources/adapters.ts: the adapter of `format`), in the worker for a big
 * document; rejects with its FeedParseError.
 */
export async function parseSourceOffThread(
  format: string,
  bytes: Uint8Array,
  options: ParseSourceOptions,
): Promise<ParsedFeed> {
  return await runOffThread({ kind: "feed", format, bytes, options }) as ParsedFeed;
}

/** parseFeed (parse.ts: RSS, RSS 1.0, Atom, JSON Feed), in the worker for a big document. */
export function parseFeedOffThread(
  bytes: Uint8Array,
  options: ParseFeedOptions,
): Promise<ParsedFeed> {
  return parseSourceOffThread("auto", bytes, options);
}

/** extractMainText (page_text.ts), in the worker for a big page. */
export async function extractMainTextOffThread(html: string): Promise<string> {
  return await runOffThread({ kind: "page", bytes: new TextEncoder().encode(html) }) as string;
}

/** The work on a batch of new rows (row_work.ts), in the worker for a big batch. */
export async function rowWorkOffThread(work: RowWork): Promise<RowWorkDone> {
  return await runOffThread({ kind: "rows", work }) as RowWorkDone;
}
