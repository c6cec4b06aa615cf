/**
 * A 10 MB evidence file through the real routes (issue 29) into PostgreSQL and back: the upload
 * (POST /api/register/{id}/evidence: read, hash, judge, store) and the download (GET …/{eid}),
 * served by the whole app on 127.0.0.1 over a throwaway PostgreSQL server, called by a child
 * process (its copies of the file are not counted) with a write-scoped API token. Prints each
 * call's median time (in the server, and with the client process's start) and the server
 * process's peak extra memory (ADR 0149's method:
 * scripts/bench/memory_peak.ts), live and upper bound, in copies of the file. The issue's target
 * (at most 2 copies) counts storing too: postgres.js sends a bytea as hex text, so the file goes
 * in 1 MiB parts, one insert each (ADR 0183). The download streams the parts (ADR
 * 0171).
 * `deno run -A scripts/bench/evidence_route_bench.ts` (also `deno task bench evidence_route`).
 */
import { EVIDENCE_MAX_BYTES } from "../../api/schemas/evidence.ts";

const MIB = 2 ** 20;
const RUNS = 4;

if (Deno.args[0] === "client") {
  // The child: "upload URL TOKEN FILE" exits 0 on a 201 and prints the stored id;
  // "download URL TOKEN" exits 0 on a 200 of the expected length.
  const [, url, token, file] = Deno.args as [string, string, string, string?];
  const headers = { authorization: `Bearer ${token}` };
  if (file) {
    const form = new FormData();
    form.append("file", new File([await Deno.readFile(file)], "scan.pdf"));
    const response = await fetch(url, { method: "POST", body: form, headers });
    if (response.status !== 201) Deno.exit(1);
    console.log((await response.json()).id);
  } else {
    const response = await fetch(url, { headers });
    const length = (await response.arrayBuffer()).byteLength;
    Deno.exit(response.status === 200 && length === EVIDENCE_MAX_BYTES ? 0 : 1);
  }
  Deno.exit(0);
}

async function child(args: string[]): Promise<string> {
  const self = new URL(import.meta.url).pathname;
  const out = await new Deno.Command(Deno.execPath(), { args: ["run", "-A", self, ...args] })
    .output();
  if (!out.success) throw new Error(`evidence_route_bench: ${args[0]} failed`);
  return new TextDecoder().decode(out.stdout).trim();
}

async function main(): Promise<void> {
  // Imported here, not at the top: the client process (this file too) starts without the app.
  const { createAppOver, makeApiToken, makeUser, signedInClient } = await import(
    "../../api/testing.ts"
  );
  const { openDatabase } = await import("../../db/client.ts");
  const { startThrowawayPostgres } = await import("../throwaway_postgres.ts");
  const { pdfOf } = await import("./evidence_files.ts");
  const { peakWhile, withExposedGc } = await import("./memory_peak.ts");
  const { median } = await import("./stats.ts");
  await withExposedGc(new URL(import.meta.url).pathname);
  const cluster = await startThrowawayPostgres();
  if (!cluster) {
    console.log("evidence_route_bench: no PostgreSQL server binaries found: skipped.");
    return;
  }
  const database = await openDatabase({ url: cluster.url });
  const dir = await Deno.makeTempDir({ prefix: "evidence-route-bench-" });
  const server = { shutdown: () => Promise.resolve() };
  try {
    await database.migrate();
    const db = database.db;
    const account = await makeUser(db, "user", { companyName: "Acme" });
    const { app } = createAppOver(db);
    const client = await signedInClient(app, account);
    const entry = await (await client.post("/api/register", { duty: "Keep scans" })).json();
    const { token } = await makeApiToken(db, account.id, ["read", "write"]);
    // The server's own time per call: from the request to its answer (the download's headers;
    // its 10 MB then stream over the loopback).
    let serverMs = 0;
    const timed = async (request: Request) => {
      const started = performance.now();
      const response = await app.fetch(request);
      serverMs = performance.now() - started;
      return response;
    };
    const served = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, timed);
    server.shutdown = () => served.shutdown();
    const base = `http://127.0.0.1:${served.addr.port}/api/register/${entry.id}/evidence`;
    const path = `${dir}/scan.pdf`;
    await Deno.writeFile(path, pdfOf(EVIDENCE_MAX_BYTES));

    const figures = { upload: [] as number[], download: [] as number[] };
    const serverFigures = { upload: [] as number[], download: [] as number[] };
    const peaks = { upload: { live: 0, bound: 0 }, download: { live: 0, bound: 0 } };
    for (let run = 0; run < 2 * RUNS; run++) {
      const live = run % 2 === 0;
      let started = performance.now();
      const up = await peakWhile(live, () => child(["client", base, token, path]));
      if (!live) figures.upload.push(performance.now() - started);
      if (!live) serverFigures.upload.push(serverMs);
      const kind = live ? "live" : "bound";
      peaks.upload[kind] = Math.max(peaks.upload[kind], up.extra);
      started = performance.now();
      const down = await peakWhile(live, () => child(["client", `${base}/${up.result}`, token]));
      if (!live) figures.download.push(performance.now() - started);
      if (!live) serverFigures.download.push(serverMs);
      peaks.download[kind] = Math.max(peaks.download[kind], down.extra);
    }
    const copies = (bytes: number) =>
      `${(bytes / MIB).toFixed(1)} MiB = ${(bytes / EVIDENCE_MAX_BYTES).toFixed(2)} copies`;
    console.log(`evidence route bench: a ${EVIDENCE_MAX_BYTES / MIB} MiB PDF, ${RUNS} runs each`);
    for (const call of ["upload", "download"] as const) {
      console.log(
        `  ${call}: server median ${median(serverFigures[call]).toFixed(0)} ms, ` +
          `with the client process ${median(figures[call]).toFixed(0)} ms; ` +
          `server peak extra memory: live ${copies(peaks[call].live)}, upper bound ${
            copies(peaks[call].bound)
          }`,
      );
    }
  } finally {
    await server.shutdown();
    await database.close();
    await cluster.stop();
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) await main();
