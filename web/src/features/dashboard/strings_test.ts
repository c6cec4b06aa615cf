import assert from "node:assert/strict";
import { displayFirstName } from "@/lib/user_names.ts";
import { greeting } from "./strings.ts";

Deno.test("the greeting reads 'Welcome back, {firstName}!'", () => {
  assert.equal(greeting("Ada"), "Welcome back, Ada!");
  assert.equal(greeting(displayFirstName({ firstName: null })), "Welcome back, User!");
});
