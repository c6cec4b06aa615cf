/**
 * How many tests one server process sends at once (ADR 0090): a slow receiver
 * holds a webhook test for up to 10 s and an SMTP server a mail test longer, so a few parallel
 * calls must not open many connections at once. In memory, per process: the windows of
 * test_limits.ts bound the total across processes.
 */
import { ApiError } from "../errors.ts";
import { ALERT_MESSAGES } from "../schemas/alerts.ts";

/** Tests in flight in one process; each user has at most one of them. */
export const TEST_SLOTS_PER_PROCESS = 2;
/** What a refusal's Retry-After says: the webhook timeout, the longest a webhook test runs. */
export const TEST_BUSY_RETRY_SECONDS = 10;

/** The tests in flight in this process, by user; one instance per app (api/app.ts). */
export class TestSlots {
  #users = new Set<string>();

  constructor(private readonly perProcess = TEST_SLOTS_PER_PROCESS) {}

  /**
   * Takes a slot for a test by `userId` and answers its release, or throws the 429 when the user
   * already has a test in flight or the process is at its cap.
   */
  take(userId: string): () => void {
    if (this.#users.has(userId)) throw busy(ALERT_MESSAGES.testInFlight);
    if (this.#users.size >= this.perProcess) throw busy(ALERT_MESSAGES.testsBusy);
    this.#users.add(userId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#users.delete(userId);
    };
  }

  /** Tests in flight now. */
  get inFlight(): number {
    return this.#users.size;
  }
}

function busy(message: string): ApiError {
  const seconds = TEST_BUSY_RETRY_SECONDS;
  return new ApiError(429, message, { retryAfter: seconds }, { "Retry-After": String(seconds) });
}
