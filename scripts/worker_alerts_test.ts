/**
 * A real `deno task worker` process hears the NOTIFY of an approval made through the API of
 * another process that does not run alerts itself (CRON=false), and sends the instant webhook
 * alert at once: long before its own one-minute safety net, and with no tick anywhere
 * (ADR 0118).
 */
import assert from "node:assert/strict";
import { createTestApp, makeUser, signedInClient } from "../api/testing.ts";
import { openDatabase } from "../db/client.ts";
import { hasTestPostgres, newTestDatabaseUrl } from "../db/testing.ts";
import { insertUpdate, testAlertSettings } from "../workers/alerts/alerts_test_helper.ts";
import { startWebhookReceiver } from "../workers/alerts/webhook_receiver_test_helper.ts";

const WORKER = new URL("./worker.ts", import.meta.url).pathname;

/**
 * Resolves with the worker's first stdout line starting with `prefix` (its start banner, printed
 * once it listens); the rest of its output is read and dropped.
 */
async function lineWith(stdout: ReadableStream<Uint8Array>, prefix: string): Promise<string> {
  const reader = stdout.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (true) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`worker_alerts_test: the worker ended before "${prefix}"`);
    text += decoder.decode(value, { stream: true });
    const line = text.split("\n").find((l, i, all) => l.startsWith(prefix) && i < all.length - 1);
    if (line !== undefined) {
      void (async () => {
        while (!(await reader.read()).done) { /* drained */ }
      })();
      return line;
    }
  }
}

Deno.test({
  name: "a worker hears an approval made elsewhere through the API and sends its instant webhook",
  ignore: !hasTestPostgres(),
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const url = await newTestDatabaseUrl();
    const database = await openDatabase({ url, maxConnections: 4 });
    const receiver = startWebhookReceiver();
    const worker = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", WORKER],
      // No sources: its sync loop idles; its alerts go to the receiver on 127.0.0.1.
      env: { DATABASE_URL: url, ALLOW_PRIVATE_FETCH: "true", PUBLIC_URL: "https://lw.example" },
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    try {
      // The approving process: the API with CRON=false, so its own runner never passes.
      const { app, clock } = createTestApp(database.db, { settings: testAlertSettings() });
      const admin = await signedInClient(app, await makeUser(database.db, "admin"));
      const user = await signedInClient(app, await makeUser(database.db, "user"));
      const created = await user.post("/api/alerts", {
        name: "Hook",
        channel: "webhook",
        webhookUrl: receiver.url(),
      });
      assert.equal(created.status, 201);
      const banner = await lineWith(worker.stdout, "worker:");
      assert.match(banner, /sending alerts as approvals are announced/);

      clock.advance(60_000);
      const id = await insertUpdate(database.db, { title: "Heard by the worker" });
      const res = await admin.patch(`/api/legal-updates/${id}/status`, { status: "approved" });
      assert.equal(res.status, 200);
      await receiver.waitForCalls(1, 20_000);
      const body = JSON.parse(receiver.calls[0]!.body);
      assert.equal(body.data.updates[0].title, "Heard by the worker");
    } finally {
      worker.kill("SIGTERM");
      const status = await worker.status;
      await receiver.close();
      await database.close();
      assert.equal(status.code, 0, "SIGTERM: a clean exit");
    }
  },
});
