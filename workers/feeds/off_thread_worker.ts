/**
 * The entry of the worker that off_thread.ts starts: it does each job it is sent and answers the
 * result (a feed's items in batches first), or the error's message, with the job's id.
 */
import { parentPort } from "node:worker_threads";
import { FeedParseError, type ParsedFeed } from "./parse/feed_types.ts";
import {
  ANSWER_BATCH,
  type JobValue,
  type OffThreadAnswer,
  type OffThreadJob,
  runJob,
} from "./off_thread.ts";

function answer(message: OffThreadAnswer): void {
  parentPort?.postMessage(message);
}

function answerFeed(id: number, feed: ParsedFeed): void {
  for (let start = 0; start < feed.items.length; start += ANSWER_BATCH) {
    answer({ id, items: feed.items.slice(start, start + ANSWER_BATCH) });
  }
  answer({ id, ok: true, value: { ...feed, items: [] } });
}

parentPort?.on("message", ({ id, job }: { id: number; job: OffThreadJob }) => {
  let value: JobValue;
  try {
    value = runJob(job);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return answer({ id, ok: false, message, feedParseError: error instanceof FeedParseError });
  }
  if (job.kind === "feed") answerFeed(id, value as ParsedFeed);
  else answer({ id, ok: true, value });
});
