/**
 * Attempt throttling kept in Postgres, so that limits hold across every instance and under
 * parallel requests (ADR 0015). Each bucket is a fixed window that starts at its
 * first attempt. An attempt is taken from its buckets *before* the secret is checked, each by one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` (the row lock orders concurrent callers), so no
 * more than `max` checks ever run in a window however many requests arrive at once. A check that
 * succeeds gives its attempt back; a refused attempt leaves no trace.
 */
import type { Db } from "../../db/client.ts";
import {
  deleteBuckets,
  giveBackAttempts,
  takeAttempt,
  type TakenAttempt,
} from "../../db/queries/auth_throttle.ts";
import { ApiError } from "../errors.ts";

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
  /** What the 429 message says there were too many of. */
  what: string;
}

const MINUTE = 60_000;
const SIGN_IN = "failed sign-in attempts";
export const LIMITS = {
  /** One account from one client: what the owner's own typos use up. */
  loginPair: { name: "login:pair", max: 5, windowMs: 15 * MINUTE, what: SIGN_IN },
  /** One client, any accounts (credential stuffing), and every step of the reset flow. */
  loginClient: { name: "login:client", max: 20, windowMs: 15 * MINUTE, what: SIGN_IN },
  /** One account from anywhere: high, so that it only slows a distributed attack. */
  loginAccount: { name: "login:account", max: 50, windowMs: 15 * MINUTE, what: SIGN_IN },
  answerAccount: { name: "answer:account", max: 5, windowMs: 60 * MINUTE, what: "wrong answers" },
  /**
   * Email change requests of one account, each of which mails a link to an address the caller
   * chose: a few for typos, too few to make the form a mail relay (ADR 0088).
   */
  emailChange: {
    name: "email-change:account",
    max: 3,
    windowMs: 60 * MINUTE,
    what: "email change requests",
  },
} satisfies Record<string, Limit>;

/** One bucket an attempt draws on: a limit and whose attempts it counts. */
export interface Charge {
  limit: Limit;
  subject: string;
}

const keyOf = ({ limit, subject }: Charge) => `${limit.name}:${subject.toLowerCase()}`;
const pairSubject = (email: string, client: string) => `${email.trim()}|${client}`;

/** The buckets one password check of `email` from `client` draws on, in the order taken. */
export function signInCharges(email: string, client: string) {
  return {
    pair: { limit: LIMITS.loginPair, subject: pairSubject(email, client) },
    client: { limit: LIMITS.loginClient, subject: client },
    account: { limit: LIMITS.loginAccount, subject: email.trim() },
  } satisfies Record<string, Charge>;
}

/**
 * The attempts one request has taken. `take` adds buckets (and throws the 429 when one is used
 * up, after giving back everything taken so far); `giveBack` returns them all after a success.
 */
export class Attempt {
  private taken: TakenAttempt[] = [];
  constructor(private readonly db: Db, private readonly now: Date) {}

  /** Takes one attempt from each bucket in order; the first one over its limit refuses. */
  async take(charges: Charge[]): Promise<void> {
    for (const charge of charges) {
      const taken = await takeAttempt(this.db, keyOf(charge), {
        now: this.now,
        windowMs: charge.limit.windowMs,
      });
      this.taken.push(taken);
      if (taken.count > charge.limit.max) {
        await this.giveBack();
        throw tooMany(charge.limit, taken.windowStartedAt, this.now);
      }
    }
  }

  /** Gives every taken attempt back (to the window it was taken from). */
  async giveBack(): Promise<void> {
    const taken = this.taken;
    this.taken = [];
    await giveBackAttempts(this.db, taken);
  }
}

function tooMany(limit: Limit, windowStartedAt: Date, now: Date): ApiError {
  const waitMs = Math.max(windowStartedAt.getTime() + limit.windowMs - now.getTime(), 1000);
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    `Too many ${limit.what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { retryAfter: seconds },
    { "Retry-After": String(seconds) },
  );
}

/** Forgets the attempts of one bucket (the owner's own failures after a success). */
export async function forget(db: Db, charge: Charge): Promise<void> {
  await deleteBuckets(db, keyOf(charge));
}

/**
 * Forgets an account's sign-in failures from every client, after its password was reset: the
 * owner may sign in with the new one at once. The per-client buckets stay.
 */
export async function forgetSignInFailures(db: Db, email: string): Promise<void> {
  const account = keyOf({ limit: LIMITS.loginAccount, subject: email.trim() });
  const pairs = keyOf({ limit: LIMITS.loginPair, subject: pairSubject(email, "") });
  await deleteBuckets(db, account, { prefix: pairs });
}
