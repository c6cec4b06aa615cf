/**
 * Standard Webhooks signatures (standardwebhooks.com), made by the `standardwebhooks` package
 * that receivers verify with: HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}` with
 * the secret's bytes (the base64 after `whsec_`), sent as `v1,<base64>`.
 */
import { Webhook } from "standardwebhooks";

/** The headers that sign one message. `timestamp` is sent in whole seconds. */
export function signatureHeaders(
  secret: string,
  message: { id: string; timestamp: Date; body: string },
): Record<string, string> {
  const signature = new Webhook(secret).sign(message.id, message.timestamp, message.body);
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(Math.floor(message.timestamp.getTime() / 1000)),
    "webhook-signature": signature,
  };
}
