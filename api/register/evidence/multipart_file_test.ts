import assert from "node:assert/strict";
import { type FileField, MultipartRefusal, readFileField } from "./multipart_file.ts";

const BOUNDARY = "xYz-42";
const encode = (text: string) => new TextEncoder().encode(text);

/** A multipart body of `parts` (headers, content), with the given preamble and epilogue. */
function body(parts: [string, string | Uint8Array][], around = { pre: "", post: "" }): Uint8Array {
  const pieces: Uint8Array[] = [encode(around.pre)];
  for (const [headers, content] of parts) {
    pieces.push(encode(`--${BOUNDARY}\r\n${headers}\r\n\r\n`));
    pieces.push(typeof content === "string" ? encode(content) : content);
    pieces.push(encode("\r\n"));
  }
  pieces.push(encode(`--${BOUNDARY}--\r\n${around.post}`));
  const all = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const piece of pieces) all.set(piece, (at += piece.length) - piece.length);
  return all;
}

/** `bytes` as a stream of chunks of `size` bytes. */
const streamOf = (bytes: Uint8Array, size: number) =>
  ReadableStream.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.slice(i * size, (i + 1) * size)),
  );

const fileHeader = (name = "report.pdf", field = "file") =>
  `Content-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf`;

function read(bytes: Uint8Array, chunk = 1 << 16, declared = true): Promise<FileField | null> {
  return readFileField(streamOf(bytes, chunk), {
    boundary: BOUNDARY,
    field: "file",
    maxFileBytes: 1000,
    maxBodyBytes: 2000,
    bodyBytes: declared ? bytes.length : undefined,
  });
}

async function refused(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MultipartRefusal) return error.reason;
    throw error;
  }
  return "accepted";
}

Deno.test("the file field is found however the body is cut into chunks", async () => {
  // Content that looks like the start of a delimiter, and a preamble and epilogue to skip.
  const content = encode(`line one\r\n--xYz-4\r\n-\r\n--xYz-4x? no: \r\r\n\r\nend`);
  const bytes = body([
    ['Content-Disposition: form-data; name="note"', "hello"],
    [fileHeader("a;b %22c%22.pdf"), content],
  ], { pre: "preamble\r\n", post: "epilogue" });
  for (const chunk of [1, 2, 3, 7, 64, 1 << 16]) {
    for (const declared of [true, false]) {
      const field = await read(bytes, chunk, declared);
      assert.deepEqual(field?.bytes, content, `chunks of ${chunk}, declared ${declared}`);
      assert.equal(field?.filename, "a;b %22c%22.pdf", "as sent: the caller unescapes");
    }
  }
});

Deno.test("the SHA-256 is the file's own, not the body's", async () => {
  const content = encode("evidence");
  const field = await read(body([[fileHeader(), content]]), 3);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", content));
  assert.equal(field?.sha256, Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join(""));
});

Deno.test("no file field, or a text field named file, is told apart from a broken body", async () => {
  assert.equal(await read(body([['Content-Disposition: form-data; name="other"', "x"]])), null);
  assert.equal(
    await refused(read(body([['Content-Disposition: form-data; name="file"', "x"]]))),
    "notAFile",
  );
  assert.equal(await refused(read(body([[fileHeader(), "a"], [fileHeader(), "b"]]))), "oneFile");
  const unfinished = body([[fileHeader(), "abc"]]).subarray(0, -8);
  assert.equal(await refused(read(unfinished)), "malformed", "no closing delimiter");
  assert.equal(await refused(read(encode("no boundary at all"))), "malformed");
  const longHeader = body([[`X-Pad: ${"p".repeat(9000)}\r\n${fileHeader()}`, "a"]]);
  assert.equal(await refused(read(longHeader)), "tooLarge", "the body cap comes first");
});

Deno.test("the caps count the file and the whole body, read or not", async () => {
  const big = new Uint8Array(1001).fill(0x61);
  assert.equal(await refused(read(body([[fileHeader(), big]]), 100, false)), "tooLarge");
  assert.equal(
    (await read(body([[fileHeader(), big.subarray(1)]]), 100, false))?.bytes.length,
    1000,
  );
  const other = body([['Content-Disposition: form-data; name="x"', new Uint8Array(1990)]]);
  assert.equal(await refused(read(other)), "tooLarge", "a large other field counts too");
});

Deno.test("headers over 8 KiB are refused when the body cap allows them", async () => {
  const bytes = body([[`X-Pad: ${"p".repeat(9000)}`, "a"]]);
  const result = await refused(readFileField(streamOf(bytes, 512), {
    boundary: BOUNDARY,
    field: "file",
    maxFileBytes: 100_000,
    maxBodyBytes: 100_000,
  }));
  assert.equal(result, "malformed");
});

Deno.test("a body full of near-delimiters is read in one pass", async () => {
  // Every CR starts a near match of "\r\n--xYz-42"; the search must not revisit bytes.
  const content = encode("\r\n--xYz-4".repeat(100));
  const field = await readFileField(streamOf(body([[fileHeader(), content]]), 4096), {
    boundary: BOUNDARY,
    field: "file",
    maxFileBytes: 10_000,
    maxBodyBytes: 20_000,
  });
  assert.deepEqual(field?.bytes, content);
});
