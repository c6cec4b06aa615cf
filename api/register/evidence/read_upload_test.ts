import assert from "node:assert/strict";
import { ApiError } from "../../errors.ts";
import { EVIDENCE_MESSAGES } from "../../schemas/evidence.ts";
import { readUploadedFile } from "./read_upload.ts";

const encode = (text: string) => new TextEncoder().encode(text);
// `printf notes | sha256sum`
const NOTES_SHA256 = "ab5aa97074c454a0632057e704220d9a6678fbf773a0a5806fc09b8173b07309";

async function message(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.message;
    throw error;
  }
  return "accepted";
}

Deno.test("a form part already taken from a request is checked like a streamed one", async () => {
  const file = await readUploadedFile(new File([encode("notes")], "notes.txt"), { maxBytes: 10 });
  assert.equal(file.name, "notes.txt");
  assert.equal(file.sha256, NOTES_SHA256);
  assert.equal(
    await message(readUploadedFile(new File([encode("12345678901")], "a.txt"), { maxBytes: 10 })),
    EVIDENCE_MESSAGES.tooLarge,
  );
  assert.equal(
    await message(readUploadedFile(new File([], "a.txt"), { maxBytes: 10 })),
    EVIDENCE_MESSAGES.empty,
  );
  assert.equal(
    await message(readUploadedFile(new File([encode("x")], "../a.txt"), { maxBytes: 10 })),
    EVIDENCE_MESSAGES.namePath,
  );
});

Deno.test("a declared length over the limit is refused before the body is read", async () => {
  let pulled = false;
  const body = new ReadableStream<Uint8Array>({
    pull() {
      pulled = true;
      throw new Error("the body was read");
    },
  }, { highWaterMark: 0 }); // pulled only when someone reads
  const request = new Request("http://localhost/", {
    method: "POST",
    headers: {
      "content-type": "multipart/form-data; boundary=b",
      "content-length": String(20 + 64 * 1024),
    },
    body,
  });
  assert.equal(
    await message(readUploadedFile(request, { maxBytes: 10 })),
    EVIDENCE_MESSAGES.tooLarge,
  );
  assert.equal(pulled, false);
});

Deno.test("a browser-escaped line break or quote in the name is seen for what it is", async () => {
  const upload = (name: string) => {
    const body = `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n` +
      `hello\r\n--b--\r\n`;
    return readUploadedFile(
      new Request("http://localhost/", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body,
      }),
      { maxBytes: 100 },
    );
  };
  assert.equal((await upload("say %22hi%22.txt")).name, 'say "hi".txt');
  assert.equal(await message(upload("a%0Ab.txt")), EVIDENCE_MESSAGES.nameControl);
  assert.equal(await message(upload("a\u0000b.txt")), EVIDENCE_MESSAGES.nameControl);
  assert.equal(await message(upload(" ")), EVIDENCE_MESSAGES.nameRequired);
});
