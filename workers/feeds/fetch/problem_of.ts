/**
 * Classifies what a fetch, a parse or a webhook call threw into a FetchProblem (domain/
 * fetch_problem.ts), by the error's structured kind, never by its text (ADR
 * 0111).
 */
import type { FetchProblem } from "../../../domain/fetch_problem.ts";
import { FeedParseError } from "../parse/feed_types.ts";
import { FetchError } from "./fetch_error.ts";
import { SourceKeyError } from "../sources/source_key.ts";

/** The problem a thrown value stands for; anything we did not make is "unknown". */
export function problemOf(error: unknown): FetchProblem {
  if (error instanceof FeedParseError) return { kind: "unreadable" };
  if (error instanceof SourceKeyError) {
    return { kind: error.missing ? "api_key" : "api_key_unreadable" };
  }
  if (!(error instanceof FetchError)) return { kind: "unknown" };
  // A redirect not followed (webhooks follow none) is reported as the status it answered.
  if (error.status !== undefined) return { kind: "status", status: error.status };
  switch (error.kind) {
    case "blocked":
      if (error.blockedBy === "dns") return { kind: "dns" };
      return { kind: error.blockedBy === "address" ? "not_public" : "bad_url" };
    case "timeout":
      return { kind: "timeout", seconds: error.timeoutSeconds };
    case "too_large":
      return { kind: "too_large" };
    case "redirect":
      return { kind: "redirect" };
    case "network":
      return { kind: "unreachable" };
    default:
      return { kind: "unknown" };
  }
}
