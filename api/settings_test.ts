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
    })).sync,
    { concurrency: 8, claimMs: 60_000, pollMs: 500, workersInServer: false },
  );
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
  });
});
