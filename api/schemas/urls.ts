/**
 * The URL fields' one rule: zod's URL check (the WHATWG parser, after trimming) limited to http
 * and https, with the field's own message for every way it fails (ADR 0097). Not
 * `z.httpUrl()`: that one also demands a dotted domain with a letters-only TLD, so it refuses
 * localhost, 127.0.0.1 and [::1] (the default PUBLIC_URL, intranet feeds and webhooks, the tests'
 * fixture servers). Link rendering is not a check: see links.ts.
 */
import { z } from "zod";

/**
 * An absolute http(s) URL; written with "://" (zod's guard for exactly this protocol pattern
 * refuses "http:example.com", which the parser would otherwise read as a host).
 */
export function httpUrl(message: string) {
  return z.url({ protocol: /^https?$/, error: message });
}

/** An absolute https URL. */
export function httpsUrl(message: string) {
  return z.url({ protocol: /^https$/, error: message });
}

/**
 * True unless `value` is a URL with a user name or password ("https://user:pass@host/"); a value
 * that is no URL at all is left to {@link httpUrl}'s message. (Not `URL.parse`: the web's forms
 * run this too, and browsers before 2024 lack it.)
 */
export function hasNoCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username === "" && url.password === "";
  } catch {
    return true;
  }
}
