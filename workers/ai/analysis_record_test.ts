import assert from "node:assert/strict";
import { analysisRecord } from "./analysis_record.ts";
import { OFFLINE_ANALYSER_NAME } from "./offline.ts";

const at = new Date("2026-03-01T10:00:00Z");

Deno.test("an analysis by the rules is recorded as offline, without a model", () => {
  const record = analysisRecord(
    { summary: "s", category: "Tax", analysedBy: OFFLINE_ANALYSER_NAME, obligations: [] },
    at,
  );
  assert.deepEqual(record, {
    aiCategoryOriginal: "Tax",
    analysedBy: "offline",
    analysisModel: null,
    analysedAt: at,
  });
});

Deno.test("a Gemini analysis is recorded as gemini with its model id", () => {
  const record = analysisRecord(
    { summary: "s", category: "Healthcare", analysedBy: "gemini-2.5-flash", obligations: [] },
    at,
  );
  assert.equal(record.analysedBy, "gemini");
  assert.equal(record.analysisModel, "gemini-2.5-flash");
  assert.equal(record.aiCategoryOriginal, "Healthcare");
});
