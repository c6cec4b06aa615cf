import assert from "node:assert/strict";
import { copyWholeLines } from "./whole_lines.ts";

Deno.test("a line written in pieces reaches the terminal in one write", async () => {
  const encoder = new TextEncoder();
  const pieces = ["running 1 test\n  a step ...", " ok (2s)\n  next ..", ".", " ok\nend"];
  const from = ReadableStream.from(pieces.map((piece) => encoder.encode(piece)));
  const writes: string[] = [];
  await copyWholeLines(from, {
    write(bytes) {
      writes.push(new TextDecoder().decode(bytes));
      return Promise.resolve(bytes.length);
    },
  });
  assert.deepEqual(writes, [
    "running 1 test\n",
    "  a step ... ok (2s)\n",
    "  next ... ok\n",
    "end",
  ]);
});
