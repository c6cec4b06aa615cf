import assert from "node:assert/strict";
import { createCircuitBreaker } from "./circuit_breaker.ts";

Deno.test("opens after the threshold, lets a trial through after the cool-down", () => {
  let clock = 0;
  const breaker = createCircuitBreaker({ threshold: 2, cooldownMs: 1000, now: () => clock });
  breaker.failed();
  assert.ok(breaker.allows());
  breaker.failed();
  assert.ok(!breaker.allows());
  clock = 999;
  assert.ok(!breaker.allows());
  clock = 1000;
  assert.ok(breaker.allows(), "trial call after the cool-down");
  breaker.failed();
  assert.ok(!breaker.allows(), "a failed trial reopens it");
  clock = 2000;
  breaker.succeeded();
  assert.ok(breaker.allows());
  breaker.failed();
  assert.ok(breaker.allows(), "the count starts again after a success");
});
