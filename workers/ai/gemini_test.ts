import assert from "node:assert/strict";
import {
  delay,
  type FakeGemini,
  type FakeGeminiHandler,
  geminiError,
  geminiJson,
  geminiText,
  startFakeGemini,
} from "./fake_gemini_server_test_helper.ts";
import {
  createGeminiAnalyser,
  DEFAULT_GEMINI_MODEL,
  type GeminiOptions,
  GeminiTimeoutError,
} from "./gemini.ts";
import { OFFLINE_ANALYSER_NAME } from "./offline.ts";
import { MalformedAnswerError } from "./gemini_schema.ts";
import { classify } from "./classify.ts";
import { countWords } from "./text.ts";
import type { Analyser, CompanyProfile, ImpactInput } from "./types.ts";

const UPDATE = {
  title: "Employers must publish gender pay gap figures",
  content: "Employers with 250 or more employees must publish their gender pay gap each year.",
  publishDate: new Date("2026-03-02T09:00:00Z"),
};
const GOOD_UPDATE = {
  summary: "Large employers must publish pay gap data yearly.",
  category: "Employment & Labor",
  obligations: [],
};

const IMPACT_INPUT: ImpactInput = {
  id: 7,
  title: "Data breach reporting rules tightened",
  content: "Controllers must report breaches within 72 hours. Fines apply from 1 January 2027.",
  aiSummary: "Breaches must be reported within 72 hours.",
  category: "Data Protection & Cybersecurity",
  jurisdiction: "United Kingdom",
  publishDate: new Date("2026-03-01T00:00:00Z"),
  obligations: [],
};
const COMPANY: CompanyProfile = {
  name: "Acme Widgets Ltd",
  websiteUrl: "https://acme.example",
  employeeCount: 1234,
};
const NOW = { now: new Date("2026-04-01T00:00:00Z") };

interface Harness extends AsyncDisposable {
  server: FakeGemini;
  analyser: Analyser;
  fallbacks: unknown[];
}

function harness(handler: FakeGeminiHandler, options: Partial<GeminiOptions> = {}): Harness {
  const server = startFakeGemini(handler);
  const fallbacks: unknown[] = [];
  const analyser = createGeminiAnalyser({
    apiKey: "test-key",
    model: "gemini-test",
    baseUrl: server.baseUrl,
    baseDelayMs: 5,
    timeoutMs: 2_000,
    onFallback: (error) => fallbacks.push(error),
    ...options,
  });
  return { server, analyser, fallbacks, [Symbol.asyncDispose]: () => server.close() };
}

Deno.test("a good answer is used as it is; the request asks for JSON with a schema", async () => {
  await using h = harness(() => geminiJson(GOOD_UPDATE));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.deepEqual(result, { ...GOOD_UPDATE, analysedBy: "gemini-test" });
  assert.equal(h.analyser.name, "gemini-test");
  assert.equal(h.server.requests.length, 1);
  const request = h.server.requests[0]!;
  assert.equal(request.model, "gemini-test");
  assert.equal(request.headers.get("x-goog-api-key"), "test-key");
  const config = request.body.generationConfig as Record<string, unknown>;
  assert.equal(config.responseMimeType, "application/json");
  assert.ok(config.responseSchema, "a response schema is sent");
  assert.match(request.prompt, /gender pay gap/);
  assert.match(request.prompt, /Publication date: 2026-03-02/);
  assert.deepEqual(h.fallbacks, []);
});

Deno.test("obligations come back checked: a citation not copied from the text is dropped", async () => {
  const cited = "Employers with 250 or more employees must publish their gender pay gap each year.";
  await using h = harness(() =>
    geminiJson({
      ...GOOD_UPDATE,
      obligations: [
        {
          actor: "Employers with 250 or more employees",
          action: "must publish their gender pay gap each year",
          deadline: "2027-04-04",
          citation: cited,
          confidence: 0.92,
        },
        {
          actor: "Employers",
          action: "must publish pay data",
          deadline: null,
          citation: "Employers must publish their pay data every year.", // not in the text
          confidence: 0.9,
        },
        { actor: "Employers", action: "must comply", citation: 42, confidence: 1 }, // malformed
        {
          actor: "Employers",
          action: "must publish figures",
          deadline: "2027-02-30", // no such day
          citation: UPDATE.title,
          confidence: 3,
        },
      ],
    })
  );
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, "gemini-test");
  assert.deepEqual(result.obligations, [
    {
      actor: "Employers with 250 or more employees",
      action: "must publish their gender pay gap each year",
      deadline: "2027-04-04",
      citation: cited,
      confidence: 0.92,
    },
    {
      actor: "Employers",
      action: "must publish figures",
      deadline: null,
      citation: UPDATE.title,
      confidence: 1,
    },
  ]);
  const config = h.server.requests[0]!.body.generationConfig as {
    responseSchema: { required: string[] };
  };
  assert.ok(config.responseSchema.required.includes("obligations"), "the schema asks for them");
});

Deno.test("a fall-back after a failure brings the offline rules' obligations", async () => {
  await using h = harness(() => geminiError(400));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, "offline rules");
  assert.deepEqual(result.obligations.map((o) => o.actor), [
    "Employers",
    "Employers with 250 or more employees",
  ]);
});

Deno.test("malformed JSON falls back to the offline analyser without retrying", async () => {
  await using h = harness(() => geminiText('{"summary": "cut off'));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, "offline rules");
  assert.equal(result.category, "Employment & Labor");
  assert.equal(h.server.requests.length, 1);
  assert.ok(h.fallbacks[0] instanceof MalformedAnswerError);
});

Deno.test("an answer missing a field falls back to the offline analyser", async () => {
  await using h = harness(() => geminiJson({ category: "Tax" }));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, "offline rules");
  assert.ok(h.fallbacks[0] instanceof MalformedAnswerError);
});

Deno.test("a category outside the 14 is replaced by the offline classifier's", async () => {
  await using h = harness(() => geminiJson({ summary: "A summary.", category: "Agriculture" }));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.summary, "A summary.");
  assert.equal(result.category, classify(UPDATE));
  assert.equal(result.category, "Employment & Labor");
  assert.equal(result.analysedBy, "gemini-test");
});

Deno.test("the 'Technology' alias becomes 'IT & Technology'", async () => {
  await using h = harness(() => geminiJson({ summary: "About chips.", category: "technology" }));
  assert.equal((await h.analyser.analyseUpdate(UPDATE)).category, "IT & Technology");
});

Deno.test("a summary over 60 words is cut at a word boundary", async () => {
  const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
  await using h = harness(() => geminiJson({ summary: long, category: "Tax" }));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.ok(countWords(result.summary) <= 60);
  assert.ok(result.summary.endsWith("…"));
  assert.equal(result.analysedBy, "gemini-test");
});

Deno.test("a 429 is retried and the second answer is used", async () => {
  await using h = harness((r) => r.number === 1 ? geminiError(429) : geminiJson(GOOD_UPDATE));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, "gemini-test");
  assert.equal(h.server.requests.length, 2);
  assert.deepEqual(h.fallbacks, []);
});

Deno.test("persistent 500s stop after the configured attempts and fall back", async () => {
  await using h = harness(() => geminiError(500), { attempts: 3 });
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, "offline rules");
  assert.equal(h.server.requests.length, 3);
  assert.equal(h.fallbacks.length, 1);
});

Deno.test("a 400 is not retried", async () => {
  await using h = harness(() => geminiError(400, "API key not valid"));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, "offline rules");
  assert.equal(h.server.requests.length, 1);
});

Deno.test("a slow answer times out, is retried, then falls back", async () => {
  await using h = harness(async () => {
    await delay(300);
    return geminiJson(GOOD_UPDATE);
  }, { timeoutMs: 50, attempts: 2 });
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, "offline rules");
  assert.equal(h.server.requests.length, 2);
  assert.ok(h.fallbacks[0] instanceof GeminiTimeoutError);
  await delay(300); // let the fake server finish the abandoned requests before it closes
});

Deno.test("never more than 4 calls in flight, across both methods", async () => {
  await using h = harness(async (r) => {
    await delay(40);
    return /Company:/.test(r.prompt)
      ? geminiJson({
        impactSummary: "Acme is affected.",
        risk: "Low",
        requiredActions: [],
        deadlines: [],
        businessFunctions: ["Legal"],
        priority: 10,
      })
      : geminiJson(GOOD_UPDATE);
  });
  const calls = Array.from(
    { length: 14 },
    (_, i) =>
      i % 2 === 0
        ? h.analyser.analyseUpdate(UPDATE)
        : h.analyser.assessImpact(IMPACT_INPUT, COMPANY, NOW),
  );
  const results = await Promise.all(calls);
  assert.equal(h.server.requests.length, 14);
  assert.equal(h.server.maxInFlight, 4);
  assert.ok(results.every((r) => r.analysedBy === "gemini-test"));
});

Deno.test("the impact prompt names the company, its website and employee count", async () => {
  await using h = harness(() =>
    geminiJson({
      impactSummary: "Acme Widgets Ltd must update its breach process.",
      risk: "high",
      requiredActions: ["Update the breach procedure", " ", "Update the breach procedure"],
      deadlines: [
        { text: "from 1 January 2027", date: "2027-01-01" },
        { text: "within 72 hours of a breach", date: null },
        { text: "an impossible day", date: "2027-02-30" },
      ],
      businessFunctions: ["legal", "Security"],
      priority: 250,
    })
  );
  const result = await h.analyser.assessImpact(IMPACT_INPUT, COMPANY, NOW);
  const prompt = h.server.requests[0]!.prompt;
  assert.match(prompt, /Acme Widgets Ltd/);
  assert.match(prompt, /https:\/\/acme\.example/);
  assert.match(prompt, /Employee count: 1234/);
  assert.match(prompt, /Publication date: 2026-03-01/);
  assert.deepEqual(result, {
    impactSummary: "Acme Widgets Ltd must update its breach process.",
    risk: "High",
    requiredActions: ["Update the breach procedure"],
    deadlines: [
      { text: "from 1 January 2027", date: new Date("2027-01-01T00:00:00Z") },
      { text: "within 72 hours of a breach", date: null },
      { text: "an impossible day", date: null },
    ],
    businessFunctions: ["Legal", "Security"],
    priority: 100,
    analysedBy: "gemini-test",
  });
});

Deno.test("an unusable impact answer falls back to the offline rules", async () => {
  await using h = harness(() => geminiJson({ impactSummary: "x", risk: "Severe" }));
  const result = await h.analyser.assessImpact(IMPACT_INPUT, COMPANY, NOW);
  assert.equal(result.analysedBy, "offline rules");
  assert.match(result.impactSummary, /Acme Widgets Ltd/);
  assert.ok(h.fallbacks[0] instanceof MalformedAnswerError);
});

Deno.test("after repeated failed calls the breaker stops calling Gemini for a while", async () => {
  await using h = harness(() => geminiError(503), {
    attempts: 1,
    breakerThreshold: 2,
    breakerCooldownMs: 60_000,
  });
  for (let i = 0; i < 4; i++) await h.analyser.analyseUpdate(UPDATE);
  assert.equal(h.server.requests.length, 2);
  assert.equal(h.fallbacks.length, 4);
});

const IMPACT_ANSWER = {
  impactSummary: "Acme is affected.",
  risk: "Low",
  requiredActions: [],
  deadlines: [],
  businessFunctions: ["Legal"],
  priority: 10,
};

/** A Gemini analyser for `model` against a fake that knows only the default model; logs kept. */
function retiredModelHarness(model: string, handler: FakeGeminiHandler = () => geminiJson({})) {
  const server = startFakeGemini(handler, { models: [DEFAULT_GEMINI_MODEL] });
  const lines: string[] = [];
  const analyser = createGeminiAnalyser({
    apiKey: "test-key",
    model,
    baseUrl: server.baseUrl,
    baseDelayMs: 5,
    log: (line) => lines.push(line),
  });
  return { server, analyser, lines, [Symbol.asyncDispose]: () => server.close() };
}

Deno.test("the default model is one the fake knows as current, and it is used", async () => {
  await using h = retiredModelHarness("", () => geminiJson(GOOD_UPDATE));
  const result = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(result.analysedBy, DEFAULT_GEMINI_MODEL);
  assert.equal(h.server.requests[0]!.model, "gemini-3.5-flash");
  assert.deepEqual(h.lines, []);
});

Deno.test("a model the API does not know: one line naming GEMINI_MODEL, then offline rules without calling again", async () => {
  await using h = retiredModelHarness("gemini-2.5-flash");
  const first = await h.analyser.analyseUpdate(UPDATE);
  assert.equal(first.analysedBy, OFFLINE_ANALYSER_NAME);
  assert.equal(first.category, "Employment & Labor");
  assert.equal(h.server.requests.length, 1, "a 404 is not retried");

  for (let i = 0; i < 5; i++) {
    assert.equal((await h.analyser.analyseUpdate(UPDATE)).analysedBy, OFFLINE_ANALYSER_NAME);
  }
  const impact = await h.analyser.assessImpact(IMPACT_INPUT, COMPANY, NOW);
  assert.equal(impact.analysedBy, OFFLINE_ANALYSER_NAME);
  assert.match(impact.impactSummary, /Acme Widgets Ltd/);

  assert.equal(h.server.requests.length, 1, "no call after the model was found missing");
  assert.equal(h.lines.length, 1, h.lines.join("\n"));
  assert.match(h.lines[0]!, /GEMINI_MODEL "gemini-2\.5-flash" is not available/);
  assert.match(h.lines[0]!, /404: models\/gemini-2\.5-flash is not found for API version/);
  assert.match(h.lines[0]!, /offline rules/);
});

Deno.test("calls in flight when the model is found missing log nothing more; queued ones stay home", async () => {
  await using h = retiredModelHarness("gemini-retired-9", async () => {
    await delay(20);
    return geminiJson(GOOD_UPDATE);
  });
  const results = await Promise.all(
    Array.from(
      { length: 10 },
      (_, i) =>
        i % 2 === 0
          ? h.analyser.analyseUpdate(UPDATE)
          : h.analyser.assessImpact(IMPACT_INPUT, COMPANY, NOW),
    ),
  );
  assert.ok(results.every((r) => r.analysedBy === OFFLINE_ANALYSER_NAME));
  assert.ok(h.server.requests.length <= 4, `${h.server.requests.length} requests`);
  assert.equal(h.lines.length, 1);
});

Deno.test("a 503 naming the model as withdrawn counts as a missing model, not as a busy service", async () => {
  const logged: string[] = [];
  await using h = harness(
    () =>
      geminiError(503, "The model gemini-test is no longer available. Please use a newer model."),
    { attempts: 3, onFallback: undefined, log: (line) => logged.push(line) },
  );
  for (let i = 0; i < 3; i++) {
    assert.equal((await h.analyser.analyseUpdate(UPDATE)).analysedBy, OFFLINE_ANALYSER_NAME);
  }
  assert.equal(h.server.requests.length, 1, "neither retried nor called again");
  assert.equal(logged.length, 1);
  assert.match(logged[0]!, /GEMINI_MODEL "gemini-test"/);
});

Deno.test("an overloaded 503 is still retried and the model kept", async () => {
  await using h = harness((r) =>
    r.number === 1
      ? geminiError(503, "The model is overloaded. Please try again later.")
      : /Company:/.test(r.prompt)
      ? geminiJson(IMPACT_ANSWER)
      : geminiJson(GOOD_UPDATE)
  );
  assert.equal((await h.analyser.analyseUpdate(UPDATE)).analysedBy, "gemini-test");
  assert.equal(
    (await h.analyser.assessImpact(IMPACT_INPUT, COMPANY, NOW)).analysedBy,
    "gemini-test",
  );
  assert.equal(h.server.requests.length, 3);
});
