import assert from "node:assert/strict";
import { profileDisplayName, profileInitials } from "./display.ts";

Deno.test("the header names the user by their name, else their email", () => {
  const email = "grace@example.com";
  assert.equal(
    profileDisplayName({ email, firstName: "Grace", lastName: "Hopper" }),
    "Grace Hopper",
  );
  assert.equal(profileDisplayName({ email, firstName: "Grace", lastName: null }), "Grace");
  assert.equal(profileDisplayName({ email, firstName: " ", lastName: null }), email);
  assert.equal(profileInitials({ email, firstName: "grace", lastName: "hopper" }), "GH");
  assert.equal(profileInitials({ email, firstName: null, lastName: null }), "G");
});
