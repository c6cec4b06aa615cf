/** The real server (api/main.ts) as the load benches start it: a child process on a free port. */
import { freePort } from "../free_port.ts";

/** A running server process; stop() ends it with SIGTERM and waits. */
export interface ServerProcess {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `root`/api/main.ts (root: a checkout, by default this one) with `env` on 127.0.0.1 and
 * resolves once it has printed its "is running at" banner; its further output is drained.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { root?: string } = {},
): Promise<ServerProcess> {
  const root = options.root ?? new URL("../../", import.meta.url).pathname;
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", `${root}/api/main.ts`],
    cwd: root,
    env: { HOST: "127.0.0.1", PORT: String(port), ...env },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  while (!seen.includes("is running at")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("bench: the server exited before serving");
    seen += value;
  }
  void (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })();
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
    },
  };
}
