import assert from "node:assert/strict";
import type { CachedSession } from "./session_cache.ts";
import { SESSION_CACHE_TTL_MS, SessionCache } from "./session_cache.ts";

const T0 = Date.parse("2026-06-15T12:00:00Z");

function checked(id: string, userId = "u1"): CachedSession {
  return {
    session: { id, userId, expiresAt: new Date(T0 + 86_400_000), setupOnly: false },
    user: { id: userId, email: `${userId}@example.com`, role: "user", firstName: null },
    secretHash: new Uint8Array(32),
    endsAt: T0 + 90 * 86_400_000,
  };
}

Deno.test("a checked session is believed for the TTL, then read again", () => {
  const cache = new SessionCache();
  cache.set(checked("s1"), { now: T0, generation: cache.generation });
  assert.ok(cache.get("s1", T0 + SESSION_CACHE_TTL_MS - 1));
  assert.equal(cache.get("s1", T0 + SESSION_CACHE_TTL_MS), undefined);
  cache.set(checked("s2"), { now: T0, generation: cache.generation });
  assert.equal(cache.get("s2", T0 - 1), undefined, "a clock that went back trusts nothing");
});

Deno.test("invalidating a user forgets all of that user's sessions and no one else's", () => {
  const cache = new SessionCache();
  for (const [id, user] of [["a", "u1"], ["b", "u1"], ["c", "u2"]]) {
    cache.set(checked(id!, user), { now: T0, generation: cache.generation });
  }
  cache.invalidate({ userId: "u1" });
  assert.deepEqual(["a", "b", "c"].map((id) => cache.get(id, T0) !== undefined), [
    false,
    false,
    true,
  ]);
  cache.invalidate({ sessionId: "c" });
  assert.equal(cache.get("c", T0), undefined);
});

Deno.test("an answer read before an invalidation is not kept after it", () => {
  const cache = new SessionCache();
  const generation = cache.generation; // a request starts reading the database …
  cache.invalidate({ userId: "u1" }); // … a sign-out commits meanwhile …
  cache.set(checked("s1"), { now: T0, generation }); // … and the stale read comes back
  assert.equal(cache.get("s1", T0), undefined);
});

Deno.test("the cache keeps at most its bound, dropping the oldest first", () => {
  const cache = new SessionCache({ maxEntries: 3 });
  for (const id of ["a", "b", "c", "d"]) {
    cache.set(checked(id), { now: T0, generation: cache.generation });
  }
  assert.equal(cache.get("a", T0), undefined);
  assert.ok(cache.get("d", T0));
});
