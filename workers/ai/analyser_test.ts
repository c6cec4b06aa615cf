import assert from "node:assert/strict";
import { createAnalyser } from "./analyser.ts";
import { geminiJson, startFakeGemini } from "./fake_gemini_server_test_helper.ts";
import { DEFAULT_GEMINI_MODEL } from "./gemini.ts";
import { analyseUpdateOffline, OFFLINE_ANALYSER_NAME } from "./offline.ts";
import { type AiSettings, testSettings } from "../settings.ts";

const UPDATE = {
  title: "Data protection notice",
  content: "New rules on personal data.",
  publishDate: new Date("2026-03-01T00:00:00Z"),
};
const GEMINI_ANSWER = { summary: "Gemini's summary.", category: "Tax" };

/** The AI settings of a test process, with `ai` over them. */
const aiSettings = (ai: Partial<AiSettings>) => testSettings({ ai }).ai;

Deno.test("without an API key (or a blank one) the offline rules answer, Gemini is not called", async () => {
  await using server = startFakeGemini(() => geminiJson(GEMINI_ANSWER));
  for (const key of [undefined, "  "]) {
    const analyser = createAnalyser(
      aiSettings({ geminiApiKey: key ?? null, geminiBaseUrl: server.baseUrl }),
    );
    const result = await analyser.analyseUpdate(UPDATE);
    assert.deepEqual(result, analyseUpdateOffline(UPDATE));
    assert.equal(result.analysedBy, OFFLINE_ANALYSER_NAME);
  }
  assert.equal(server.requests.length, 0);
});

Deno.test("with an API key Gemini answers, on the default model unless one is configured", async () => {
  await using server = startFakeGemini(() => geminiJson(GEMINI_ANSWER));
  const byDefault = createAnalyser(
    aiSettings({ geminiApiKey: "k", geminiBaseUrl: server.baseUrl }),
  );
  assert.deepEqual(await byDefault.analyseUpdate(UPDATE), {
    ...GEMINI_ANSWER,
    obligations: [],
    analysedBy: DEFAULT_GEMINI_MODEL,
  });
  assert.equal(server.requests[0]?.model, "gemini-3.5-flash");
  assert.match(server.requests[0]?.prompt ?? "", /Data protection notice/);

  const configured = createAnalyser(aiSettings({
    geminiApiKey: "k",
    geminiModel: "gemini-y",
    geminiBaseUrl: server.baseUrl,
  }));
  assert.deepEqual(await configured.analyseUpdate(UPDATE), {
    ...GEMINI_ANSWER,
    obligations: [],
    analysedBy: "gemini-y",
  });
  assert.equal(server.requests[1]?.model, "gemini-y");
  assert.equal(server.requests.length, 2);
});
