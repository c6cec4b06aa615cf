/**
 * The entry of the parser worker that off_thread.ts starts: it does each job it is sent and
 * answers the result (a feed's items in batches first), or the error's message, with the job's
 * id.
 */
import { parentPort } from "node:worker_threads";
import { FeedParseError, type ParsedFeed } from "./feed_types.ts";
import { ANSWER_BATCH, type ParseAnswer, type ParseJob, runParseJob } from "./off_thread.ts";

function answer(message: ParseAnswer): void {
  parentPort?.postMessage(message);
}

parentPort?.on("message", ({ id, job }: { id: number; job: ParseJob }) => {
  let value: ParsedFeed | string;
  try {
    value = runParseJob(job);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return answer({ id, ok: false, message, feedParseError: error instanceof FeedParseError });
  }
  if (typeof value === "string") return answer({ id, ok: true, value });
  for (let start = 0; start < value.items.length; start += ANSWER_BATCH) {
    answer({ id, items: value.items.slice(start, start + ANSWER_BATCH) });
  }
  answer({ id, ok: true, value: { ...value, items: [] } });
});
