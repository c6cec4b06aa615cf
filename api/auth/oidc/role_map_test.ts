import assert from "node:assert/strict";
import { parseRoleMap, roleFromClaim } from "./role_map.ts";

function mapOf(text: string) {
  const parsed = parseRoleMap(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.map;
}

Deno.test("a group named in OIDC_ROLE_MAP makes an admin; anything else a user", () => {
  const map = mapOf("legalwatch-admins:admin, legalwatch-users:user");
  assert.equal(roleFromClaim(["staff", "legalwatch-admins"], map), "admin");
  assert.equal(roleFromClaim("legalwatch-admins", map), "admin");
  assert.equal(roleFromClaim(["legalwatch-users"], map), "user");
  assert.equal(roleFromClaim(["staff"], map), "user");
  assert.equal(roleFromClaim(undefined, map), "user");
  assert.equal(roleFromClaim({ admin: true }, map), "user");
});

Deno.test("claim values may hold colons: the role is after the last one", () => {
  assert.equal(roleFromClaim("urn:acme:lw-admins", mapOf("urn:acme:lw-admins:admin")), "admin");
});

Deno.test("OIDC_ROLE_MAP never grants superadmin and refuses what it cannot read", () => {
  for (const bad of ["admins:superadmin", "admins", ":admin", "admins:owner"]) {
    assert.ok("error" in parseRoleMap(bad), bad);
  }
  assert.equal(mapOf("").size, 0);
});
