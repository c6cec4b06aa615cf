import assert from "node:assert/strict";
import { DEFAULT_PASSWORD_HASHING, TEST_PASSWORD_HASHING } from "../../workers/settings.ts";
import { hashSecret, normaliseAnswer, verifySecret } from "./password.ts";

const cost = TEST_PASSWORD_HASHING;

Deno.test("a hashed secret verifies at the cost it was made with; another secret does not", async () => {
  const hash = await hashSecret("correct horse", DEFAULT_PASSWORD_HASHING);
  assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
  // Checked under another cost setting (a changed ARGON2_*): the hash's own cost is used.
  assert.equal(await verifySecret(hash, "correct horse", cost), true);
  assert.equal(await verifySecret(hash, "Correct horse", cost), false);
  assert.equal(await verifySecret(hash, "", cost), false);
  assert.match(await hashSecret("correct horse", cost), /^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
});

Deno.test("the same secret hashes differently each time (a fresh salt)", async () => {
  const [a, b] = [await hashSecret("same", cost), await hashSecret("same", cost)];
  assert.notEqual(a, b);
  assert.equal(await verifySecret(a, "same", cost), true);
  assert.equal(await verifySecret(b, "same", cost), true);
});

Deno.test("a missing or malformed hash never verifies", async () => {
  assert.equal(await verifySecret(null, "anything", cost), false);
  assert.equal(await verifySecret("", "anything", cost), false);
  assert.equal(await verifySecret("not-a-phc-string", "anything", cost), false);
  const broken = "$argon2id$v=19$m=19456,t=2,p=1$broken";
  assert.equal(await verifySecret(broken, "anything", cost), false);
});

Deno.test("security answers are compared trimmed and lower-cased", () => {
  assert.equal(normaliseAnswer("  Elm Street "), "elm street");
  assert.equal(normaliseAnswer("LISBON"), normaliseAnswer("lisbon"));
});
