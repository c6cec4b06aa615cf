/**
 * Standard Webhooks signatures (standardwebhooks.com): HMAC-SHA256 over
 * `${webhook-id}.${webhook-timestamp}.${body}` with the secret's bytes (the base64 after
 * `whsec_`), sent as `v1,<base64>`.
 */
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

const PREFIX = "whsec_";

/** The headers that sign one message. `timestamp` is sent in whole seconds. */
export function signatureHeaders(
  secret: string,
  message: { id: string; timestamp: Date; body: string },
): Record<string, string> {
  const key = decodeBase64(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret);
  const seconds = String(Math.floor(message.timestamp.getTime() / 1000));
  const signed = new TextEncoder().encode(`${message.id}.${seconds}.${message.body}`);
  return {
    "webhook-id": message.id,
    "webhook-timestamp": seconds,
    "webhook-signature": `v1,${encodeBase64(hmac(SHA256, key, signed))}`,
  };
}
