/**
 * The signature of pushed content (W3C WebSub §8): `X-Hub-Signature: method=hex`, the HMAC of
 * the raw body under the subscription's secret, with sha1, sha256, sha384 or sha512 as the
 * Recommendation allows. node:crypto computes it and compares in constant time.
 */
import { Buffer } from "node:buffer";
import { createHmac, timingSafeEqual } from "node:crypto";

const METHODS = new Set(["sha1", "sha256", "sha384", "sha512"]);
const HEX = /^[0-9a-f]+$/;

/**
 * Whether `header` is a valid signature of `body` under `secret`. A missing or malformed header,
 * an unknown method or a wrong digest all answer false.
 */
export function verifySignature(header: string | null, body: Uint8Array, secret: string): boolean {
  if (!header) return false;
  const eq = header.indexOf("=");
  const method = header.slice(0, eq).trim().toLowerCase();
  // At most 128 hex digits (sha512): the pattern then runs over a short string only.
  const given = header.slice(eq + 1).trim().toLowerCase();
  if (eq < 0 || !METHODS.has(method) || given.length > 128 || !HEX.test(given)) return false;
  const expected = createHmac(method, secret).update(body).digest();
  const digest = Buffer.from(given, "hex");
  return digest.length === expected.length && timingSafeEqual(digest, expected);
}

/** The header value signing `body` under `secret` with `method` (the test hub and the bench). */
export function signBody(body: Uint8Array, secret: string, method = "sha256"): string {
  return `${method}=${createHmac(method, secret).update(body).digest("hex")}`;
}
