import type { FetchProblem } from "../../../domain/fetch_problem.ts";

/** What a channel answered for one message. */
export type SendOutcome =
  | { ok: true; detail: string; status?: number }
  | {
    ok: false;
    /** The detailed error, for the delivery history's lastError (never a test's answer). */
    error: string;
    /**
     * What kind of failure (domain/fetch_problem.ts), in words that name no host: the delivery
     * history says it to the owner, a test's answer only its status, timeout or "refused".
     */
    problem: FetchProblem;
    status?: number;
    /** The webhook answered 410 Gone: the alert is turned off. */
    gone?: boolean;
  };

/** The text of any thrown value, for lastError. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
