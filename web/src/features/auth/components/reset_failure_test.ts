import assert from "node:assert/strict";
import { HttpError } from "@/lib/http_error.ts";
import { TOASTS } from "../strings.ts";
import { emailStepFailureTitle } from "./reset_failure.ts";

const answer = (status: number, message: string) => new HttpError(status, { message });

Deno.test("an unknown email is titled 'Email not found'", () => {
  const title = emailStepFailureTitle(answer(404, "No account found with this email address"));
  assert.equal(title, "Email not found");
  assert.equal(title, TOASTS.emailNotFound.title);
  // No answer from the server: the spec's fallback text goes with the spec's title.
  assert.equal(emailStepFailureTitle(new TypeError("Failed to fetch")), "Email not found");
});

Deno.test("an account without security answers is not titled 'Email not found'", () => {
  const noAnswers = answer(
    400,
    "Security questions are not set up for this account. Contact your administrator.",
  );
  assert.equal(emailStepFailureTitle(noAnswers), "Password reset unavailable");
  assert.equal(emailStepFailureTitle(answer(403, "reset is off")), "Password reset unavailable");
  assert.equal(
    emailStepFailureTitle(answer(429, "Too many attempts")),
    "Password reset unavailable",
  );
});
