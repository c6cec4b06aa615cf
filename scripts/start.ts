/**
 * `deno task start`: everything a fresh clone needs, then the server. Installs the npm
 * packages, builds the web bundle when it is missing or older than its sources, and starts
 * api/main.ts (which migrates, seeds, registers the crons and serves on PORT).
 */
import { startServer, stopOnSignals } from "../api/main.ts";
import { readSettings } from "../api/settings.ts";
import { ensureWebBundle } from "./build_web.ts";

const started = performance.now();
// Quiet unless it fails: a first install lists hundreds of packages.
const install = await new Deno.Command(Deno.execPath(), {
  args: ["install", "--quiet"],
  stdout: "piped",
  stderr: "piped",
}).output();
if (!install.success) {
  await Deno.stderr.write(install.stderr);
  Deno.exit(install.code);
}
if (!Deno.args.includes("--no-build")) await ensureWebBundle({});

const server = await startServer(readSettings());
stopOnSignals(server);
console.log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
