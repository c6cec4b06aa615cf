import assert from "node:assert/strict";
import { OPEN_STATES_URL_MESSAGE, openStatesUrlProblem } from "./open_states_url.ts";

Deno.test("an Open States URL names a state or a search; anything else says what to write", () => {
  assert.equal(openStatesUrlProblem("https://v3.openstates.org/bills?jurisdiction=ca"), null);
  assert.equal(
    openStatesUrlProblem("https://v3.openstates.org/bills?q=privacy&session=2026"),
    null,
  );
  for (
    const url of ["https://v3.openstates.org/bills", "https://v3.openstates.org/bills?q=+", "bills"]
  ) {
    assert.equal(openStatesUrlProblem(url), OPEN_STATES_URL_MESSAGE, url);
  }
});
