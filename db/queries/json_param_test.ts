import assert from "node:assert/strict";
import { pgJson } from "./json_param.ts";

Deno.test("a NUL is dropped and a lone surrogate becomes U+FFFD, wherever they are", () => {
  const json = pgJson([{ title: "a\0b", words: ["x\ud800y"], n: 1 }]);
  assert.deepEqual(JSON.parse(json), [{ title: "ab", words: ["x\ufffdy"], n: 1 }]);
});

Deno.test("text that only looks like an escape, and paired surrogates, stay as they are", () => {
  const value = { title: "C:\\u0000 and \\ud800 written out", emoji: "📜 𝔸", bands: [1, -2, 3] };
  assert.deepEqual(JSON.parse(pgJson(value)), value);
});
