import assert from "node:assert/strict";
import { encodeBase64 } from "@oslojs/encoding";
import { isSecretKeyText, secretBoxOf, SecretError } from "./secret_box.ts";
import { KEY_FILE_NAME } from "./secret_key_file.ts";

const KEY = encodeBase64(new Uint8Array(32).fill(7));
const OTHER_KEY = encodeBase64(new Uint8Array(32).fill(9));
const onPostgres = (secretsKey: string | null) =>
  secretBoxOf({ secretsKey, databaseUrl: "postgres://x", dataDir: "/nonexistent" });

Deno.test("a key is stored encrypted, with a fresh IV each time, and reads back", async () => {
  const box = onPostgres(KEY)!;
  const one = await box.encrypt("my-api-key-123");
  const two = await box.encrypt("my-api-key-123");
  assert.match(one, /^v1:[\w-]+:[\w-]+$/);
  assert.ok(!one.includes("my-api-key-123"));
  assert.notEqual(one, two);
  assert.equal(await box.decrypt(one), "my-api-key-123");
});

Deno.test("another SECRETS_KEY or a damaged value cannot be read, and says so without the value", async () => {
  const stored = await onPostgres(KEY)!.encrypt("my-api-key-123");
  await assert.rejects(onPostgres(OTHER_KEY)!.decrypt(stored), SecretError);
  const damaged = `${stored.slice(0, -2)}AA`;
  await assert.rejects(onPostgres(KEY)!.decrypt(damaged), (error: Error) => {
    assert.ok(error instanceof SecretError && !error.message.includes(damaged));
    return true;
  });
  await assert.rejects(onPostgres(KEY)!.decrypt("plain"), SecretError);
});

Deno.test("on PostgreSQL without SECRETS_KEY there is no box", () => {
  assert.equal(onPostgres(null), null);
});

Deno.test("SECRETS_KEY must be base64 of 32 bytes", () => {
  assert.ok(isSecretKeyText(KEY));
  assert.ok(!isSecretKeyText(encodeBase64(new Uint8Array(16))));
  assert.ok(!isSecretKeyText("not base64!"));
});

Deno.test("the embedded default generates one key file (0600) and reuses it after a restart", async () => {
  const dataDir = await Deno.makeTempDir();
  try {
    const source = { secretsKey: null, databaseUrl: null, dataDir: `${dataDir}/data` };
    const stored = await secretBoxOf(source)!.encrypt("my-api-key-123");
    const file = await Deno.stat(`${dataDir}/data/${KEY_FILE_NAME}`);
    if (Deno.build.os !== "windows") assert.equal(file.mode! & 0o777, 0o600);
    // A new process: a new box over the same data dir reads what the first stored.
    assert.equal(await secretBoxOf(source)!.decrypt(stored), "my-api-key-123");
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});
