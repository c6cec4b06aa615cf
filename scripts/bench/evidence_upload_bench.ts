/**
 * A 10 MB evidence upload (issue 29): its time and the server's peak extra memory. The server is
 * this process (receiveEvidence behind Deno.serve on 127.0.0.1, as the upload route will call it);
 * the client is a child process, so its copies of the file are not counted. Memory is V8's heap
 * plus its external array buffers over a baseline taken after a collection, sampled while the
 * upload is read and once more when it has been judged, in two runs: "live" collects garbage
 * before every sample (every 5 ms: what is really held), "upper bound" never does (what was
 * allocated, garbage included). Target: at most 2 copies of the file held (issue 29). Two files:
 * a 10 MB CSV (the slowest path: every byte is checked as UTF-8 and CSV) and a 10 MB PDF-headed
 * binary.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../api/context.ts";
import { errorHandler } from "../../api/middleware/errors.ts";
import { evidenceBodyLimit } from "../../api/register/evidence/body_limit.ts";
import { receiveEvidence } from "../../api/register/evidence/receive.ts";
import { EVIDENCE_MAX_BYTES } from "../../api/schemas/evidence.ts";
import { gc, settledMemory, used, withExposedGc } from "./memory_peak.ts";
import { median } from "./stats.ts";
import { csvOf, pdfOf } from "./evidence_files.ts";

const MIB = 2 ** 20;
const RUNS = 5;

if (Deno.args[0] === "client") {
  // The child: posts the file at Deno.args[2] to Deno.args[1] and exits with 0 on a 201.
  const bytes = await Deno.readFile(Deno.args[2]!);
  const form = new FormData();
  form.append("file", new File([bytes], Deno.args[3]!));
  const response = await fetch(Deno.args[1]!, { method: "POST", body: form });
  await response.body?.cancel();
  Deno.exit(response.status === 201 ? 0 : 1);
}

// Collecting garbage before each upload needs --expose-gc: start again with it.
await withExposedGc(new URL(import.meta.url).pathname);

let peak = 0;
let judgeMs = 0;
let collect = false; // collect garbage before each sample: the live figure
const app = new Hono<AppEnv>().post("/api/register/1/evidence", evidenceBodyLimit(), async (c) => {
  const started = performance.now();
  const file = await receiveEvidence(c.req.raw);
  judgeMs = performance.now() - started;
  if (collect) gc!();
  peak = Math.max(peak, used()); // the judged file is still held here
  return c.json({ kind: file.kind, sha256: file.sha256 }, 201);
});
app.onError(errorHandler);

const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
const url = `http://127.0.0.1:${server.addr.port}/api/register/1/evidence`;
const dir = await Deno.makeTempDir({ prefix: "evidence-bench-" });
try {
  const files = {
    "policy.csv": csvOf(EVIDENCE_MAX_BYTES),
    "scan.pdf": pdfOf(EVIDENCE_MAX_BYTES),
  };
  console.log(`evidence upload bench: ${EVIDENCE_MAX_BYTES / MIB} MiB files, ${RUNS} runs each`);
  for (const [name, bytes] of Object.entries(files)) {
    const path = `${dir}/${name}`;
    await Deno.writeFile(path, bytes);
    const totals: number[] = [], reads: number[] = [], live: number[] = [], bound: number[] = [];
    for (let run = 0; run < 2 * RUNS; run++) {
      collect = run % 2 === 0;
      const baseline = await settledMemory();
      peak = baseline;
      const sampler = setInterval(() => {
        if (collect) gc!();
        peak = Math.max(peak, used());
      }, collect ? 5 : 1);
      const started = performance.now();
      const { success } = await new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", new URL(import.meta.url).pathname, "client", url, path, name],
      }).output();
      clearInterval(sampler);
      if (!success) throw new Error(`the upload of ${name} was not accepted`);
      (collect ? live : bound).push(peak - baseline);
      if (collect) continue; // collections slow the run down: its times are not kept
      totals.push(performance.now() - started);
      reads.push(judgeMs);
    }
    const copies = (values: number[]) => {
      const extra = Math.max(...values);
      return `${(extra / MIB).toFixed(1)} MiB = ${(extra / bytes.length).toFixed(2)} copies`;
    };
    console.log(
      `  ${name}: read + hash + judge median ${median(reads).toFixed(0)} ms; ` +
        `round trip with the client process median ${median(totals).toFixed(0)} ms\n` +
        `    peak extra memory: live ${copies(live)} (target ≤ 2); upper bound ${copies(bound)}`,
    );
    if (Math.max(...live) > 2 * bytes.length) console.log("  ABOVE TARGET");
  }
} finally {
  await server.shutdown();
  await Deno.remove(dir, { recursive: true });
}
