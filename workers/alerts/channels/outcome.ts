import type { FetchProblem } from "../../../domain/fetch_problem.ts";

/** What a channel answered for one message. */
export type SendOutcome =
  | { ok: true; detail: string; status?: number }
  | {
    ok: false;
    /** The detailed error, for the delivery history's lastError (never a test's answer). */
    error: string;
    /** What kind of failure, in words that name no host (a test's answer says only this). */
    failure: SendFailure;
    /** The same failure as the delivery history says it to the owner (domain/fetch_problem.ts). */
    problem: FetchProblem;
    status?: number;
    /** The webhook answered 410 Gone: the alert is turned off. */
    gone?: boolean;
  };

/**
 * Why a message did not go out: the receiver answered a status other than 2xx, did not answer
 * in time, or could not be reached at all (no such host, a blocked address, a refused
 * connection, a refused message).
 */
export type SendFailure = "status" | "timeout" | "refused";

/** The text of any thrown value, for lastError. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
