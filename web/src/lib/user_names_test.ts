import assert from "node:assert/strict";
import { greeting } from "../strings.ts";
import { displayFirstName, initials } from "./user_display.ts";

Deno.test("the first name shows as is, and 'User' stands in for a missing one", () => {
  assert.equal(displayFirstName({ firstName: "Ada" }), "Ada");
  assert.equal(displayFirstName({ firstName: "  Ada " }), "Ada");
  assert.equal(displayFirstName({ firstName: null }), "User");
  assert.equal(displayFirstName({ firstName: "   " }), "User");
});

Deno.test("the greeting reads 'Welcome back, {firstName}!'", () => {
  assert.equal(greeting("Ada"), "Welcome back, Ada!");
  assert.equal(greeting(displayFirstName({ firstName: null })), "Welcome back, User!");
});

Deno.test("initials use first and last name, else the email", () => {
  assert.equal(initials({ firstName: "ada", lastName: "Lovelace", email: "a@x.io" }), "AL");
  assert.equal(initials({ firstName: "Ada", lastName: null, email: "a@x.io" }), "A");
  assert.equal(initials({ firstName: null, lastName: null, email: "zed@x.io" }), "Z");
  assert.equal(initials({ firstName: "", lastName: "", email: "" }), "?");
});
