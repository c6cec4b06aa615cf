import assert from "node:assert/strict";
import { displayFirstName, fullName, initials, nameOrEmail } from "./user_names.ts";

Deno.test("the first name shows as is, and 'User' stands in for a missing one", () => {
  assert.equal(displayFirstName({ firstName: "Ada" }), "Ada");
  assert.equal(displayFirstName({ firstName: "  Ada " }), "Ada");
  assert.equal(displayFirstName({ firstName: null }), "User");
  assert.equal(displayFirstName({ firstName: "   " }), "User");
});

Deno.test("initials use first and last name, else the email", () => {
  assert.equal(initials({ firstName: "ada", lastName: "Lovelace", email: "a@x.io" }), "AL");
  assert.equal(initials({ firstName: "Ada", lastName: null, email: "a@x.io" }), "A");
  assert.equal(initials({ firstName: null, lastName: null, email: "zed@x.io" }), "Z");
  assert.equal(initials({ firstName: "", lastName: "", email: "" }), "?");
});

Deno.test("a person's name joins the parts that exist", () => {
  assert.equal(fullName({ firstName: "Ada", lastName: "Lovelace" }), "Ada Lovelace");
  assert.equal(fullName({ firstName: "Ada", lastName: null }), "Ada");
  assert.equal(fullName({ firstName: " ", lastName: null }), null);
  assert.equal(fullName(null), null);
});

Deno.test("the profile header names the user by their name, else their email", () => {
  const email = "grace@example.com";
  assert.equal(nameOrEmail({ email, firstName: "Grace", lastName: "Hopper" }), "Grace Hopper");
  assert.equal(nameOrEmail({ email, firstName: "Grace", lastName: null }), "Grace");
  assert.equal(nameOrEmail({ email, firstName: " ", lastName: null }), email);
});
