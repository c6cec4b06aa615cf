import assert from "node:assert/strict";
import { HttpError } from "@/lib/http_error.ts";
import { channelText, testOutcome, throttledOutcome } from "./alert_text.ts";

Deno.test("a webhook's channel names its format; other channels read plainly", () => {
  assert.equal(channelText({ channel: "webhook", webhookFormat: "slack" }), "Webhook (Slack)");
  assert.equal(
    channelText({ channel: "webhook", webhookFormat: "standard" }),
    "Webhook (signed JSON)",
  );
  assert.equal(channelText({ channel: "email" }), "Email");
  assert.equal(channelText({ channel: "feed" }), "Feed only");
});

Deno.test("a test's outcome is the server's short answer under the card", () => {
  assert.deepEqual(testOutcome({ ok: true, message: "Delivered" }), {
    tone: "delivered",
    text: "Test message: Delivered",
  });
  assert.deepEqual(testOutcome({ ok: false, message: "Failed (timeout)" }), {
    tone: "failed",
    text: "Test message: Failed (timeout)",
  });
});

Deno.test("a throttled test shows the server's message and waits its Retry-After", () => {
  const message = "Too many test messages. Please try again in 1 minute.";
  assert.deepEqual(throttledOutcome(new HttpError(429, { message, retryAfter: 42 })), {
    tone: "wait",
    text: message,
    waitMs: 42_000,
  });
  assert.equal(throttledOutcome(new HttpError(500, { message: "Something went wrong" })), null);
  assert.equal(throttledOutcome(new Error("offline")), null);
});
