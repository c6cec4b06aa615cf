/**
 * The secrets of alerts: URL tokens (feed, one-click unsubscribe, calendar), of which only the
 * SHA-256 is stored, as with sessions; and webhook signing secrets, which must be kept as they
 * are (the signature needs them).
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64, encodeBase64urlNoPadding } from "@oslojs/encoding";

/** A URL token: 256 random bits, base64url (43 characters). */
export function newUrlToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/** The route pattern of a URL token: what {@link newUrlToken} makes, nothing longer. */
export const URL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored of a URL token. */
export function hashUrlToken(token: string): Uint8Array {
  return sha256(new TextEncoder().encode(token));
}

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${encodeBase64(crypto.getRandomValues(new Uint8Array(32)))}`;
}
