import assert from "node:assert/strict";
import { parseEnv } from "./env.ts";

Deno.test("TRUST_PROXY is off unless set: proxy headers are anyone's to write", () => {
  assert.equal(parseEnv({}).TRUST_PROXY, false);
  assert.equal(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY, false);
  assert.equal(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY, true);
  assert.equal(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY, false);
});
