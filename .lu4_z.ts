import * as zlib from "node:zlib";
import { openDatabase } from "./db/client.ts";
import { listLegalUpdates } from "./db/queries/legal_update_listing.ts";
const d = await openDatabase({ url: Deno.args[0]! });
const p = await listLegalUpdates(d.db, { status: "approved", page: 1, limit: 1000 });
const json = JSON.stringify({ updates: p.updates, total: p.total, page: 1, limit: 1000 });
await d.close();
const buf = Buffer.from(json);
const cands: [string, () => Uint8Array][] = [
  ["gzip1", () => zlib.gzipSync(buf, { level: 1 })],
  ["gzip2", () => zlib.gzipSync(buf, { level: 2 })],
  ["gzip1 memLevel9", () => zlib.gzipSync(buf, { level: 1, memLevel: 9 })],
  ["br q1", () => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } })],
  ["br q2", () => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } })],
  ["br q3", () => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } })],
  ["stringify", () => new TextEncoder().encode(JSON.stringify({ updates: p.updates }))],
];
if ("zstdCompressSync" in zlib) cands.push(["zstd", () => (zlib as any).zstdCompressSync(buf)]);
for (const [k, fn] of cands) { const t: number[] = []; let n = 0; for (let i = 0; i < 25; i++) { const s = performance.now(); n = fn().length; t.push(performance.now() - s); } t.sort((a, b) => a - b); console.log(k.padEnd(18), (n / 1024).toFixed(1).padStart(7), "KB  min", t[0]!.toFixed(2), "median", t[12]!.toFixed(2)); }
