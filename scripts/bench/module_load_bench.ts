/**
 * `deno task bench module_load`: what loading the server's modules costs a new process (a
 * deployment's cold start, each worker, each test file that builds the app): `deno run` of a file
 * that imports the module and nothing else, CPU and wall, the median of 7 runs, against an empty
 * file. Packages that only some processes need (exceljs, @google/genai) load on first use
 * (ADR 0187); this shows whether one crept back.
 */
import { median } from "./stats.ts";

const MODULES = ["api/app.ts", "workers/settings.ts", "db/client.ts"];
const RUNS = 7;
const root = new URL("../../", import.meta.url).pathname;

/** Wall and CPU (user + system, ms) of `deno run` of a file that imports `module`. */
async function load(module: string | null): Promise<{ wallMs: number; cpuMs: number }> {
  const file = await Deno.makeTempFile({ dir: `${root}scripts/bench`, suffix: "_load.ts" });
  try {
    await Deno.writeTextFile(file, module ? `import "../../${module}";\n` : "");
    const started = performance.now();
    await new Deno.Command(Deno.execPath(), { args: ["run", "-A", file], stdout: "null" }).output();
    return { wallMs: performance.now() - started, cpuMs: await childrenCpuMs() };
  } finally {
    await Deno.remove(file);
  }
}

let cpuSoFar = 0;
/** The CPU of this process's reaped children since the last call (cutime + cstime, /proc). */
async function childrenCpuMs(): Promise<number> {
  const stat = await Deno.readTextFile("/proc/self/stat");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const total = (Number(fields[13]) + Number(fields[14])) * 10; // 100 ticks a second
  const spent = total - cpuSoFar;
  cpuSoFar = total;
  return spent;
}

await childrenCpuMs();
const empty = await measure(null);
console.log(`an empty file: ${describe(empty)}`);
for (const module of MODULES) {
  const figures = await measure(module);
  console.log(
    `${module.padEnd(22)} ${describe(figures)}; beyond an empty file ` +
      `${Math.round(figures.cpuMs - empty.cpuMs)} ms CPU`,
  );
}
console.log(`load average ${Deno.loadavg().map((l) => l.toFixed(1)).join(" ")} on 2 cores`);

async function measure(module: string | null) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(module));
  return { wallMs: median(runs.map((r) => r.wallMs)), cpuMs: median(runs.map((r) => r.cpuMs)) };
}

function describe({ wallMs, cpuMs }: { wallMs: number; cpuMs: number }): string {
  return `median ${Math.round(wallMs)} ms wall, ${Math.round(cpuMs)} ms CPU`;
}
