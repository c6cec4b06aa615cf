import assert from "node:assert/strict";
import { testSettings } from "../workers/settings.ts";
import { parseEnv } from "./env.ts";
import { settingsFromEnv } from "./settings.ts";

Deno.test("the sync settings come in ms, with the same defaults the workers use", () => {
  assert.deepEqual(settingsFromEnv(parseEnv({})).sync, testSettings().sync);
  assert.deepEqual(
    settingsFromEnv(parseEnv({
      SYNC_CONCURRENCY: "8",
      SYNC_CLAIM_SECONDS: "60",
      SYNC_POLL_SECONDS: "0.5",
      WORKERS_IN_SERVER: "false",
      SYNC_MIN_INTERVAL: "600",
    })).sync,
    {
      concurrency: 8,
      claimMs: 60_000,
      pollMs: 500,
      workersInServer: false,
      minIntervalSeconds: 600,
    },
  );
});

Deno.test("SYNC_MIN_INTERVAL is seconds, 300 by default, and refuses what is not", () => {
  assert.equal(settingsFromEnv(parseEnv({})).sync.minIntervalSeconds, 300);
  assert.throws(() => parseEnv({ SYNC_MIN_INTERVAL: "5m" }));
  assert.throws(() => parseEnv({ SYNC_MIN_INTERVAL: "10" }), "below a minute");
});

Deno.test("unset optional variables become explicit nulls, never absent fields", () => {
  const settings = settingsFromEnv(parseEnv({ DATA_DIR: "/srv/lw/" }));
  assert.equal(settings.database.url, null);
  assert.equal(settings.mail.smtpUrl, null);
  assert.equal(settings.mail.outboxDir, "/srv/lw/outbox");
  assert.equal(settings.mail.from, "LegalWatch <alerts@localhost>");
  assert.deepEqual(settings.ai, {
    geminiApiKey: null,
    geminiModel: testSettings().ai.geminiModel,
    geminiBaseUrl: null,
  });
  assert.deepEqual(settings.security, {
    allowPrivateFetch: false,
    trustProxy: false,
    securityQuestionReset: true,
    apiTokenRatePerMinute: 600,
    passwordHashing: { memoryKiB: 19_456, iterations: 2 },
    secretsKey: null,
  });
});

Deno.test("SECRETS_KEY is 32 bytes in base64, or refused at start", () => {
  const key = testSettings().security.secretsKey!;
  assert.equal(settingsFromEnv(parseEnv({ SECRETS_KEY: key })).security.secretsKey, key);
  assert.throws(() => parseEnv({ SECRETS_KEY: "c2hvcnQ=" }), /SECRETS_KEY must be 32 random bytes/);
});

Deno.test("API_TOKEN_RATE_PER_MINUTE is 600 by default and a whole number of at least 1", () => {
  assert.equal(
    parseEnv({}).API_TOKEN_RATE_PER_MINUTE,
    testSettings().security.apiTokenRatePerMinute,
  );
  const settings = settingsFromEnv(parseEnv({ API_TOKEN_RATE_PER_MINUTE: "60" }));
  assert.equal(settings.security.apiTokenRatePerMinute, 60);
  assert.throws(() => parseEnv({ API_TOKEN_RATE_PER_MINUTE: "0" }));
  assert.throws(() => parseEnv({ API_TOKEN_RATE_PER_MINUTE: "1.5" }));
});
