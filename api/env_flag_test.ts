import assert from "node:assert/strict";
import { readFlag } from "./env_flag.ts";

Deno.test("flags read 1, true, yes and on as yes, other text as no, empty as the fallback", () => {
  for (const yes of ["1", "true", "YES", " on "]) assert.equal(readFlag(yes, false), true, yes);
  for (const no of ["0", "false", "off", "nope"]) assert.equal(readFlag(no, true), false, no);
  assert.equal(readFlag(undefined, true), true);
  assert.equal(readFlag("  ", false), false);
});
