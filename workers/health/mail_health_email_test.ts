import assert from "node:assert/strict";
import { startSmtpServer } from "../alerts/smtp_server_test_helper.ts";
import { mailHealthEmail } from "./mail_health_email.ts";

const EMAIL = {
  subject: "LegalWatch source health: 1 source failing",
  text: "- Gazette (Ruritania)\n  Failing: 3 failed syncs in a row",
  html: "<p><strong>Gazette</strong> (Ruritania)</p>",
};

Deno.test("the health email reaches each admin in a message of their own", async () => {
  const smtp = await startSmtpServer();
  try {
    const mail = { smtpUrl: smtp.url, from: "LegalWatch <alerts@lw.example>", outboxDir: "" };
    const send = mailHealthEmail(mail, new Date("2026-06-15T07:00:00Z"));
    await send(EMAIL, ["admin@example.com", "boss@example.com"]);
    await smtp.waitFor(2);
    assert.deepEqual(smtp.received.map((m) => m.to).sort(), [
      ["admin@example.com"],
      ["boss@example.com"],
    ]);
    for (const { parsed } of smtp.received) {
      assert.equal(parsed.subject, EMAIL.subject);
      assert.match(parsed.text ?? "", /Failing: 3 failed syncs in a row/);
      assert.match(parsed.messageId ?? "", /^<health-2026-06-15-.+@lw\.example>$/);
    }
  } finally {
    await smtp.close();
  }
});

Deno.test("without SMTP_URL the health email is written to the outbox", async () => {
  const outboxDir = await Deno.makeTempDir();
  try {
    const mail = { smtpUrl: null, from: "LegalWatch <alerts@localhost>", outboxDir };
    await mailHealthEmail(mail, new Date())(EMAIL, ["admin@example.com"]);
    const files = await Array.fromAsync(Deno.readDir(outboxDir));
    assert.equal(files.length, 1);
    const eml = await Deno.readTextFile(`${outboxDir}/${files[0]!.name}`);
    assert.match(eml, /^Subject: LegalWatch source health: 1 source failing$/m);
    assert.match(eml, /^To: admin@example.com$/m);
  } finally {
    await Deno.remove(outboxDir, { recursive: true });
  }
});
