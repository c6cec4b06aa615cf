import assert from "node:assert/strict";
import { rateLimitHeaders, TokenRateLimiter } from "./token_rate_limit.ts";

Deno.test("each token gets its own minute of requests, then waits for the window's end", () => {
  const limiter = new TokenRateLimiter(2);
  const start = 1_000_000;
  assert.deepEqual(limiter.take("a", start), {
    allowed: true,
    limit: 2,
    remaining: 1,
    resetSeconds: 60,
  });
  assert.equal(limiter.take("a", start + 10_000).remaining, 0);
  const refused = limiter.take("a", start + 30_500);
  assert.equal(refused.allowed, false);
  assert.equal(refused.resetSeconds, 30); // 29.5 s left, rounded up
  assert.equal(limiter.take("b", start + 30_500).allowed, true, "another token is not affected");
  assert.equal(limiter.take("a", start + 60_000).allowed, true, "a new minute starts afresh");
  assert.deepEqual(rateLimitHeaders(refused), {
    "RateLimit-Limit": "2",
    "RateLimit-Remaining": "0",
    "RateLimit-Reset": "30",
  });
});
