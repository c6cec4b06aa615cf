import assert from "node:assert/strict";
import { signBody, verifySignature } from "./signature.ts";

const body = new TextEncoder().encode("<feed>pushed</feed>");
const SECRET = "a-subscription-secret";

Deno.test("a body signed with the secret by sha1, sha256, sha384 or sha512 is accepted", () => {
  for (const method of ["sha1", "sha256", "sha384", "sha512"]) {
    assert.equal(verifySignature(signBody(body, SECRET, method), body, SECRET), true, method);
  }
  // Upper-case hex and method are the same signature.
  assert.equal(verifySignature(signBody(body, SECRET).toUpperCase(), body, SECRET), true);
});

Deno.test("an unsigned, forged, altered or malformed signature is refused", () => {
  const good = signBody(body, SECRET);
  assert.equal(verifySignature(null, body, SECRET), false);
  assert.equal(verifySignature(signBody(body, "another secret"), body, SECRET), false);
  assert.equal(
    verifySignature(good, new TextEncoder().encode("<feed>altered</feed>"), SECRET),
    false,
  );
  assert.equal(verifySignature(good.replace("sha256", "md5"), body, SECRET), false);
  assert.equal(verifySignature(good.slice(0, -2), body, SECRET), false);
  assert.equal(verifySignature("sha256=zz", body, SECRET), false);
  assert.equal(verifySignature("sha256", body, SECRET), false);
  assert.equal(verifySignature(`sha256=${"0".repeat(100_000)}`, body, SECRET), false);
});
