import assert from "node:assert/strict";
import { generateSecureToken, generateTemporaryPassword, randomInt } from "./random.ts";

Deno.test("session tokens: 24 unambiguous lower-case characters, never repeated", () => {
  const tokens = Array.from({ length: 200 }, generateSecureToken);
  for (const token of tokens) assert.match(token, /^[a-hjkmnp-z2-9]{24}$/);
  assert.equal(new Set(tokens).size, tokens.length);
});

Deno.test("temporary passwords: 16 characters a person can read back without confusion", () => {
  const passwords = Array.from({ length: 200 }, generateTemporaryPassword);
  for (const password of passwords) {
    assert.match(password, /^[A-HJKMNP-Za-hjkmnp-z2-9]{16}$/);
    assert.doesNotMatch(password, /[0OoIl1i]/);
  }
  assert.equal(new Set(passwords).size, passwords.length);
});

Deno.test("randomInt stays in [0, max) and reaches every value", () => {
  const seen = new Set<number>();
  for (let i = 0; i < 300; i++) {
    const n = randomInt(3);
    assert.ok(Number.isInteger(n) && n >= 0 && n < 3, String(n));
    seen.add(n);
  }
  assert.deepEqual([...seen].sort(), [0, 1, 2]);
});
