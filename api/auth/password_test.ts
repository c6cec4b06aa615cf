import assert from "node:assert/strict";
import { hashSecret, normaliseAnswer, verifySecret } from "./password.ts";

Deno.test("a hashed secret verifies; another secret does not", async () => {
  const hash = await hashSecret("correct horse");
  assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
  assert.equal(await verifySecret(hash, "correct horse"), true);
  assert.equal(await verifySecret(hash, "Correct horse"), false);
  assert.equal(await verifySecret(hash, ""), false);
});

Deno.test("the same secret hashes differently each time (a fresh salt)", async () => {
  const [a, b] = [await hashSecret("same"), await hashSecret("same")];
  assert.notEqual(a, b);
  assert.equal(await verifySecret(a, "same"), true);
  assert.equal(await verifySecret(b, "same"), true);
});

Deno.test("a missing or malformed hash never verifies", async () => {
  assert.equal(await verifySecret(null, "anything"), false);
  assert.equal(await verifySecret("", "anything"), false);
  assert.equal(await verifySecret("not-a-phc-string", "anything"), false);
  assert.equal(await verifySecret("$argon2id$v=19$m=19456,t=2,p=1$broken", "anything"), false);
});

Deno.test("security answers are compared trimmed and lower-cased", () => {
  assert.equal(normaliseAnswer("  Elm Street "), "elm street");
  assert.equal(normaliseAnswer("LISBON"), normaliseAnswer("lisbon"));
});
