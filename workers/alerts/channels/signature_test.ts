import assert from "node:assert/strict";
import { Webhook } from "standardwebhooks";
import { signatureHeaders } from "./signature.ts";

Deno.test("signatures match the Standard Webhooks specification's example", () => {
  const headers = signatureHeaders("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", {
    id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
    timestamp: new Date(1614265330_000),
    body: '{"test": 2432232314}',
  });
  assert.deepEqual(headers, {
    "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
    "webhook-timestamp": "1614265330",
    "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
  });
});

Deno.test("a receiver verifies a fresh message with the secret and refuses another secret", () => {
  const secret = "whsec_" + btoa("a".repeat(32));
  const body = JSON.stringify({ type: "alert.test" });
  const headers = signatureHeaders(secret, { id: "msg_1", timestamp: new Date(), body });
  assert.deepEqual(new Webhook(secret).verify(body, headers), { type: "alert.test" });
  assert.throws(() => new Webhook("whsec_" + btoa("b".repeat(32))).verify(body, headers));
});
