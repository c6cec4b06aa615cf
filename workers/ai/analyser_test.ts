import assert from "node:assert/strict";
import { createAnalyser } from "./analyser.ts";
import { geminiJson, startFakeGemini } from "./fake_gemini_server_test_helper.ts";
import { DEFAULT_GEMINI_MODEL } from "./gemini.ts";

Deno.test("without an API key the offline rules are used", () => {
  assert.equal(createAnalyser({}).name, "offline rules");
  assert.equal(createAnalyser({ GEMINI_API_KEY: "  " }).name, "offline rules");
});

Deno.test("with an API key Gemini is used, with the default or the configured model", () => {
  assert.equal(createAnalyser({ GEMINI_API_KEY: "k" }).name, DEFAULT_GEMINI_MODEL);
  assert.equal(DEFAULT_GEMINI_MODEL, "gemini-3.5-flash");
  assert.equal(createAnalyser({ GEMINI_API_KEY: "k", GEMINI_MODEL: "gemini-x" }).name, "gemini-x");
});

Deno.test("GEMINI_BASE_URL points the SDK at another endpoint", async () => {
  await using server = startFakeGemini(() => geminiJson({ summary: "S.", category: "Tax" }));
  const analyser = createAnalyser({
    GEMINI_API_KEY: "k",
    GEMINI_MODEL: "gemini-y",
    GEMINI_BASE_URL: server.baseUrl,
  });
  const result = await analyser.analyseUpdate({
    title: "T",
    content: "C",
    publishDate: new Date(),
  });
  assert.deepEqual(result, {
    summary: "S.",
    category: "Tax",
    obligations: [],
    analysedBy: "gemini-y",
  });
  assert.equal(server.requests[0]?.model, "gemini-y");
});
