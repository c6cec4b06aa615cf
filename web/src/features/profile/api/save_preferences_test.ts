import assert from "node:assert/strict";
import { isLegalUpdatesQuery } from "./save_preferences.ts";

Deno.test("saving preferences refreshes every Legal Updates query and nothing else", () => {
  assert.equal(isLegalUpdatesQuery({ queryKey: ["/api/legal-updates"] }), true);
  assert.equal(isLegalUpdatesQuery({ queryKey: ["/api/legal-updates?page=2", { x: 1 }] }), true);
  assert.equal(isLegalUpdatesQuery({ queryKey: ["/api/legal-updates/5"] }), true);
  assert.equal(isLegalUpdatesQuery({ queryKey: ["/api/auth/user"] }), false);
  assert.equal(isLegalUpdatesQuery({ queryKey: [{ url: "/api/legal-updates" }] }), false);
});
