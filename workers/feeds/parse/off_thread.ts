/**
 * Parsing big documents off the main thread. Reading a 5 MiB feed (one fast-xml-parser call,
 * then the text of every item) or page takes hundreds of milliseconds of CPU, which on the main
 * thread would hold every request as long. Documents of OFF_THREAD_MIN_BYTES or more therefore go
 * to one parser worker (parse_worker.ts), started on first need and kept: starting a worker holds
 * the caller while the worker's isolate is made (tens of ms, far more on a busy machine), so it
 * is paid once per process, not per document. It is a node:worker_threads Worker because that
 * one can be unref'd: while idle it does not keep the process (a script, the tests) alive.
 * Where workers are unavailable (Deno Deploy), and for small documents, parsing is inline.
 */
import { Worker } from "node:worker_threads";
import { FeedParseError } from "./parse.ts";
import type { FeedItem, ParsedFeed, ParseFeedOptions } from "./feed_types.ts";
import { extractMainText } from "./page_text.ts";
import { parseSource, type ParseSourceOptions } from "../sources/adapters.ts";

/** Documents of at least this many bytes go to the worker. */
export const OFF_THREAD_MIN_BYTES = 256 * 1024;

/**
 * What the worker is asked: a source's answer read by its format's adapter (a feed, an API's
 * JSON, a web page's links), or a page's text from UTF-8. Both travel as bytes, handed over
 * rather than copied into the message (copying 5 MiB, as bytes or as a string, takes tens of
 * milliseconds of the sender's time; handing over a buffer takes none).
 */
export type ParseJob =
  | { kind: "feed"; format: string; bytes: Uint8Array; options: ParseSourceOptions }
  | { kind: "page"; bytes: Uint8Array };

/**
 * What the worker answers, with the id of the job: a feed's items come first in batches of
 * ANSWER_BATCH, then the feed without them, so that the main thread reads one batch per event
 * (at most 5,000 items, MAX_ITEMS_PER_DOCUMENT: empty ones are dropped in the worker, ADR
 * 0102; reading them all at once would hold it for long).
 */
export type ParseAnswer =
  & { id: number }
  & (
    | { items: FeedItem[] }
    | { ok: true; value: ParsedFeed | string }
    | { ok: false; message: string; feedParseError: boolean }
  );

/** Items per message of the worker's answer. */
export const ANSWER_BATCH = 500;

/** Does a job where it is: in the worker, or inline. */
export function runParseJob(job: ParseJob): ParsedFeed | string {
  if (job.kind === "feed") return parseSource(job.format, job.bytes, job.options);
  return extractMainText(new TextDecoder().decode(job.bytes));
}

type FinalAnswer = Exclude<ParseAnswer, { items: FeedItem[] }>;
type Waiting = {
  items: FeedItem[];
  resolve(answer: FinalAnswer): void;
  reject(error: Error): void;
};

// The worker and the jobs it has not answered yet; referenced only while there are some.
class ParserWorker {
  readonly #worker = new Worker(new URL("./parse_worker.ts", import.meta.url));
  readonly #waiting = new Map<number, Waiting>();
  #lastId = 0;
  #broken = false;

  constructor() {
    this.#worker.unref();
    this.#worker.on("message", (answer: ParseAnswer) => {
      const waiting = this.#waiting.get(answer.id);
      if ("items" in answer) {
        for (const item of answer.items) waiting?.items.push(item);
        return;
      }
      if (answer.ok && typeof answer.value !== "string") answer.value.items = waiting?.items ?? [];
      waiting?.resolve(answer);
      this.#settled(answer.id);
    });
    this.#worker.on("error", (error: Error) => this.#fail(error.message));
    this.#worker.on("exit", (code: number) => this.#fail(`exited with code ${code}`));
  }

  get broken(): boolean {
    return this.#broken;
  }

  run(job: ParseJob): Promise<FinalAnswer> {
    const id = ++this.#lastId;
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { items: [], resolve, reject });
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
      waiting.reject(new Error(`feeds/off_thread: the parser worker failed: ${reason}`));
      this.#settled(id);
    }
  }
}

let shared: ParserWorker | null | undefined;

function parserWorker(): ParserWorker | null {
  if (shared === undefined || shared?.broken) {
    try {
      shared = new ParserWorker();
    } catch {
      shared = null; // a runtime without workers: parse inline from now on
    }
  }
  return shared;
}

async function runOffThread(job: ParseJob): Promise<ParsedFeed | string> {
  const worker = job.bytes.byteLength >= OFF_THREAD_MIN_BYTES ? parserWorker() : null;
  if (!worker) return runParseJob(job);
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
