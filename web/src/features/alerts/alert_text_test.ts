import assert from "node:assert/strict";
import { channelText, testOutcome } from "./alert_text.ts";

Deno.test("a webhook's channel names its format; other channels read plainly", () => {
  assert.equal(channelText({ channel: "webhook", webhookFormat: "slack" }), "Webhook (Slack)");
  assert.equal(
    channelText({ channel: "webhook", webhookFormat: "standard" }),
    "Webhook (signed JSON)",
  );
  assert.equal(channelText({ channel: "email" }), "Email");
  assert.equal(channelText({ channel: "feed" }), "Feed only");
});

Deno.test("a test's outcome says what the channel answered, else its HTTP status", () => {
  assert.deepEqual(testOutcome({ ok: true, status: 200, message: "ok" }), {
    ok: true,
    text: "Test sent: ok",
  });
  assert.deepEqual(testOutcome({ ok: false, status: 502, message: "  " }), {
    ok: false,
    text: "Test failed: HTTP 502",
  });
  assert.deepEqual(testOutcome({ ok: false, message: "connect ECONNREFUSED" }), {
    ok: false,
    text: "Test failed: connect ECONNREFUSED",
  });
});
