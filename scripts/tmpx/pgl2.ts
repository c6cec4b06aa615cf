import { PGlite } from "@electric-sql/pglite";
import { openDatabase, PGLITE_OPTIONS } from "../../db/client.ts";
const d = await openDatabase({});
await d.migrate();
const plain = await d.pglite!.dumpDataDir("none");
await d.pglite!.exec("checkpoint");
const ck = await d.pglite!.dumpDataDir("none");
const gz = await d.pglite!.dumpDataDir("gzip");
await d.close();
console.log("sizes", plain.size, ck.size, gz.size);
async function time(name: string, blob: Blob) {
  const s = performance.now();
  const p = await PGlite.create({ loadDataDir: blob, ...PGLITE_OPTIONS });
  await p.query("select 1");
  console.log(name, Math.round(performance.now() - s));
  await p.close();
}
for (let i = 0; i < 2; i++) {
  await time("plain", plain);
  await time("ckpt", ck);
  await time("gzip", gz);
}
// wasm compile cost alone
const s = performance.now();
const p = await PGlite.create({ loadDataDir: ck });
console.log("again", Math.round(performance.now() - s));
