/**
 * The one place that turns why a fetch failed into words a user acts on (issue 25 item 8, ADR
 * 0111). The workers classify what they caught into a `FetchProblem` (by the
 * error's structured kind, never by its text) and store its code beside the technical,
 * module-prefixed message, which only the server log and the database keep; every screen, toast,
 * email and API answer says `problemText(...)`.
 */

/** Why a fetch (a feed, a page, a webhook) failed, in the terms a user can act on. */
export type FetchProblemKind =
  | "dns" // the host name does not resolve
  | "not_public" // a private, loopback or reserved address
  | "bad_url" // not an http(s) URL
  | "unreachable" // the connection was refused or dropped
  | "timeout"
  | "status" // an HTTP status other than 2xx (a redirect not followed included)
  | "too_large"
  | "redirect" // a redirect loop or too many hops
  | "unreadable" // answered, but not something we can read (not a feed, bad XML or JSON)
  | "api_key" // the source's service needs an API key and it holds none (issue 30)
  | "api_key_unreadable" // the source's API key cannot be decrypted on this server
  | "unknown";

/** A classified failure: its kind, and the HTTP status or the timeout where they apply. */
export interface FetchProblem {
  kind: FetchProblemKind;
  /** For "status". */
  status?: number;
  /** For "timeout": how long we waited, in seconds. */
  seconds?: number;
}

/** What was fetched, to name it in the text. */
export type FetchSubject = "feed" | "page" | "webhook" | "email";

const KINDS: ReadonlySet<string> = new Set<FetchProblemKind>([
  "dns",
  "not_public",
  "bad_url",
  "unreachable",
  "timeout",
  "status",
  "too_large",
  "redirect",
  "unreadable",
  "api_key",
  "api_key_unreadable",
  "unknown",
]);

/** The stored form of a problem: "dns", "status:404", "timeout:10". */
export function problemCode(problem: FetchProblem): string {
  const number = problem.kind === "status"
    ? problem.status
    : problem.kind === "timeout"
    ? problem.seconds
    : undefined;
  return number === undefined ? problem.kind : `${problem.kind}:${number}`;
}

/** Reads a stored code back; anything unknown reads as "unknown". */
export function parseProblemCode(code: string): FetchProblem {
  const colon = code.indexOf(":");
  const kind = colon === -1 ? code : code.slice(0, colon);
  if (!KINDS.has(kind)) return { kind: "unknown" };
  const number = colon === -1 ? NaN : Number(code.slice(colon + 1));
  const problem: FetchProblem = { kind: kind as FetchProblemKind };
  if (Number.isInteger(number) && number >= 0) {
    if (kind === "status") problem.status = number;
    if (kind === "timeout") problem.seconds = number;
  }
  return problem;
}

/** Reason phrases of the statuses a feed or a webhook commonly answers. */
const REASONS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  410: "Gone",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const NOUNS: Readonly<Record<FetchSubject, string>> = {
  feed: "feed",
  page: "page",
  webhook: "webhook",
  email: "mail server",
};

/** The private-address refusal, also the field error of a webhook URL at save. */
export const NOT_PUBLIC_TEXT =
  "The address is on a private network, which LegalWatch does not fetch.";

/** What a user reads for a problem: what happened, and what to do where there is something. */
export function problemText(problem: FetchProblem, subject: FetchSubject): string {
  const noun = NOUNS[subject];
  switch (problem.kind) {
    case "dns":
      return `The ${noun}'s address could not be found (DNS). Check the URL.`;
    case "not_public":
      return NOT_PUBLIC_TEXT;
    case "bad_url":
      return "The address is not a valid http or https URL. Check the URL.";
    case "unreachable":
      return "The server refused the connection or could not be reached. Try again later.";
    case "timeout": {
      const seconds = problem.seconds === undefined ? "" : ` (${problem.seconds} s)`;
      return `The ${noun} took too long to answer${seconds}. Try again later.`;
    }
    case "status": {
      if (problem.status === undefined) return `The ${noun} answered with an error.`;
      const reason = REASONS[problem.status];
      return `The ${noun} answered HTTP ${problem.status}${reason ? ` ${reason}` : ""}.`;
    }
    case "too_large":
      return `The ${noun}'s answer is larger than LegalWatch reads.`;
    case "redirect":
      return `The ${noun} redirects in a loop, too many times or without a new address.`;
    case "unreadable":
      return subject === "feed"
        ? "The address did not answer a feed LegalWatch can read. Check the URL and the format."
        : `The ${noun}'s answer could not be read.`;
    // Each says what to do (ADR 0180).
    case "api_key":
      return "This source's service needs an API key, and none is set. Enter the API key in Source Management.";
    case "api_key_unreadable":
      return "The source's API key cannot be read on this server (its secrets key is missing or has changed). Enter the API key again in Source Management.";
    case "unknown":
      return "Something went wrong on our side. It will be tried again.";
  }
}

/** `problemText` of a stored code. */
export function problemCodeText(code: string, subject: FetchSubject): string {
  return problemText(parseProblemCode(code), subject);
}
