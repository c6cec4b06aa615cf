import assert from "node:assert/strict";
import { HttpError, serverMessage } from "./http_error.ts";

Deno.test("serverMessage shows the server's message, else the fallback", () => {
  const fallback = "Invalid email or password";
  const refused = (body: unknown) => new HttpError(429, body);
  assert.equal(
    serverMessage(refused({ message: "Try again in 15 minutes" }), fallback),
    "Try again in 15 minutes",
  );
  assert.equal(serverMessage(refused({ message: "  " }), fallback), fallback);
  assert.equal(serverMessage(refused("<html>"), fallback), fallback);
  assert.equal(serverMessage(refused(null), fallback), fallback);
  assert.equal(serverMessage(new TypeError("Failed to fetch"), fallback), fallback);
  assert.equal(serverMessage("not an error", fallback), fallback);
});

Deno.test("only text messages of the errors map count as field errors", () => {
  const error = new HttpError(400, { errors: { name: "Name is required", count: 3 } });
  assert.deepEqual(error.fieldErrors, { name: "Name is required" });
  assert.deepEqual(new HttpError(400, { errors: "nope" }).fieldErrors, {});
});

Deno.test("the error's text is the one the portal shows for a failed list", () => {
  assert.equal(new HttpError(500, "").message, "HTTP error! status: 500");
});
