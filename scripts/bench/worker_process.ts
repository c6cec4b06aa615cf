/** `deno task worker` as the benches start it: a child process, ready once its banner is out. */

const WORKER = new URL("../worker.ts", import.meta.url).pathname;

/**
 * Starts scripts/worker.ts with `env` and resolves once it has said it runs (its "worker: …"
 * banner); its further output is drained so that it never blocks on a full pipe.
 */
export async function startWorker(env: Record<string, string>): Promise<Deno.ChildProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", WORKER],
    env,
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  while (!seen.includes("worker: ")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("bench: a worker exited before starting");
    seen += value;
  }
  void (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })();
  return child;
}
