/**
 * The evidence modules over real HTTP: a tiny app wired the way the upload and download routes
 * will be (the app-wide 1 MiB limit skipped for the upload, its own limit in front), served on
 * 127.0.0.1, posting real multipart bodies.
 */
import assert from "node:assert/strict";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../context.ts";
import { MAX_BODY_BYTES } from "../../app.ts";
import { errorHandler } from "../../middleware/errors.ts";
import { EVIDENCE_MAX_BYTES, EVIDENCE_MESSAGES, EVIDENCE_TYPES } from "../../schemas/evidence.ts";
import { evidenceBodyLimit, unlessEvidenceUpload } from "./body_limit.ts";
import { evidenceDownloadHeaders } from "./download_headers.ts";
import {
  csvBytes,
  docxBytes,
  elfBytes,
  readFixture,
  txtBytes,
  xlsxBytes,
} from "./fixtures_test_helper.ts";
import { type ReceivedEvidence, receiveEvidence } from "./receive.ts";

/** Serves the upload and download calls over an in-memory list; runs `body` against it. */
async function withEvidenceServer(
  body: (origin: string, stored: ReceivedEvidence[]) => Promise<void>,
): Promise<void> {
  const stored: ReceivedEvidence[] = [];
  const app = new Hono<AppEnv>()
    .use(unlessEvidenceUpload(bodyLimit({ maxSize: MAX_BODY_BYTES })))
    .post("/api/register/:id/evidence", evidenceBodyLimit(), async (c) => {
      const file = await receiveEvidence(c.req.raw);
      stored.push(file);
      return c.json(
        { id: stored.length, name: file.name, kind: file.kind, sha256: file.sha256 },
        201,
      );
    })
    .post("/api/register/:id/notes", (c) => c.text("ok"))
    .get("/api/register/:id/evidence/:eid", (c) => {
      const file = stored[Number(c.req.param("eid")) - 1]!;
      const headers = evidenceDownloadHeaders({ ...file, size: file.bytes.length });
      return c.body(file.bytes.slice().buffer, 200, headers);
    });
  app.onError(errorHandler);
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
  try {
    await body(`http://127.0.0.1:${server.addr.port}`, stored);
  } finally {
    await server.shutdown();
  }
}

const UPLOAD = "/api/register/1/evidence";

/** Posts `bytes` as the field `file` named `name`, with a claimed type that means nothing. */
function upload(origin: string, bytes: Uint8Array, name: string): Promise<Response> {
  const form = new FormData();
  form.append("file", new File([bytes.slice()], name, { type: "application/pdf" }));
  return fetch(origin + UPLOAD, { method: "POST", body: form });
}

/** The status and message of a refused call. */
async function refusal(response: Response): Promise<[number, string]> {
  return [response.status, (await response.json()).message];
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes.slice());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("every accepted kind uploads with its SHA-256 and downloads as a typed, safe attachment", async () => {
  const files = [
    ["Policy.pdf", await readFixture("one_page.pdf"), "pdf"],
    ["screenshot.png", await readFixture("python.png"), "png"],
    ["photo.JPG", await readFixture("python.jpg"), "jpeg"],
    ["Procedure.docx", await docxBytes(), "docx"],
    ["controls.xlsx", await xlsxBytes(), "xlsx"],
    ["export.csv", csvBytes(), "csv"],
    ["Prüfnotiz.txt", txtBytes(), "txt"],
  ] as const;
  await withEvidenceServer(async (origin) => {
    for (const [name, bytes, kind] of files) {
      const response = await upload(origin, bytes, name);
      assert.equal(response.status, 201, name);
      const answer = await response.json();
      assert.equal(answer.kind, kind, name);
      assert.equal(answer.sha256, await sha256Hex(bytes), name);

      const download = await fetch(`${origin}${UPLOAD}/${answer.id}`);
      assert.deepEqual(new Uint8Array(await download.arrayBuffer()), bytes, name);
      assert.equal(download.headers.get("content-type"), EVIDENCE_TYPES[kind].mime);
      assert.equal(download.headers.get("x-content-type-options"), "nosniff");
      assert.equal(download.headers.get("cache-control"), "private, no-store");
      assert.match(download.headers.get("content-disposition")!, /^attachment; filename="/);
    }
    const last = await fetch(`${origin}${UPLOAD}/7`);
    await last.body?.cancel();
    assert.equal(
      last.headers.get("content-disposition"),
      `attachment; filename="Pr_fnotiz.txt"; filename*=UTF-8''Pr%C3%BCfnotiz.txt`,
    );
  });
});

Deno.test("a renamed executable is refused with a 400 naming the allowed types; nothing is kept", async () => {
  await withEvidenceServer(async (origin, stored) => {
    assert.deepEqual(
      await refusal(await upload(origin, await elfBytes(), "quarterly-report.pdf")),
      [400, EVIDENCE_MESSAGES.notAllowed],
    );
    assert.equal(stored.length, 0);
  });
});

Deno.test("an 11 MB file is refused with a 400, whether its length is declared or streamed", async () => {
  const big = new Uint8Array(11 * 1024 * 1024).fill(0x61);
  await withEvidenceServer(async (origin, stored) => {
    const declared = await upload(origin, big, "big.txt");
    assert.deepEqual(await refusal(declared), [400, EVIDENCE_MESSAGES.tooLarge]);

    // No Content-Length: the reader stops at the limit instead of buffering the rest.
    const boundary = "----evidence-boundary";
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"` +
      `\r\nContent-Type: text/plain\r\n\r\n`;
    const chunks = [
      new TextEncoder().encode(head),
      big,
      new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
    ];
    const streamed = await fetch(origin + UPLOAD, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: ReadableStream.from(chunks),
    });
    assert.deepEqual(await refusal(streamed), [400, EVIDENCE_MESSAGES.tooLarge]);
    assert.equal(stored.length, 0);
  });
});

Deno.test("a file of exactly 10 MB is accepted; other calls keep the 1 MiB limit", async () => {
  await withEvidenceServer(async (origin) => {
    const response = await upload(origin, new Uint8Array(EVIDENCE_MAX_BYTES).fill(0x61), "a.txt");
    assert.equal(response.status, 201);
    assert.equal((await response.json()).kind, "txt");
    const other = await fetch(`${origin}/api/register/1/notes`, {
      method: "POST",
      body: new Uint8Array(MAX_BODY_BYTES + 1),
    });
    await other.body?.cancel();
    assert.equal(other.status, 413);
  });
});

Deno.test("a file name with folders or control characters is refused with a 400", async () => {
  const pdf = await readFixture("one_page.pdf");
  await withEvidenceServer(async (origin, stored) => {
    assert.deepEqual(
      await refusal(await upload(origin, pdf, "../../etc/policy.pdf")),
      [400, EVIDENCE_MESSAGES.namePath],
    );
    assert.deepEqual(
      await refusal(await upload(origin, pdf, "..\\..\\policy.pdf")),
      [400, EVIDENCE_MESSAGES.namePath],
    );
    // Browsers send a line break as %0A (HTML standard); other controls arrive raw.
    assert.deepEqual(
      await refusal(await upload(origin, pdf, "policy\n.pdf")),
      [400, EVIDENCE_MESSAGES.nameControl],
    );
    assert.deepEqual(
      await refusal(await upload(origin, pdf, "policy\u0001\u001b[31m.pdf")),
      [400, EVIDENCE_MESSAGES.nameControl],
    );
    assert.equal(stored.length, 0);
  });
});

Deno.test("an empty file, a missing field or a body that is not multipart is refused with a 400", async () => {
  await withEvidenceServer(async (origin, stored) => {
    assert.deepEqual(
      await refusal(await upload(origin, new Uint8Array(), "empty.pdf")),
      [400, EVIDENCE_MESSAGES.empty],
    );
    const other = new FormData();
    other.append("attachment", new File([txtBytes().slice()], "notes.txt"));
    assert.deepEqual(
      await refusal(await fetch(origin + UPLOAD, { method: "POST", body: other })),
      [400, EVIDENCE_MESSAGES.missing],
    );
    const json = await fetch(origin + UPLOAD, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    assert.deepEqual(await refusal(json), [400, EVIDENCE_MESSAGES.notMultipart]);
    assert.equal(stored.length, 0);
  });
});
