/**
 * Builds the web bundle (web/ → web/dist) with Vite's JS API and web/vite.config.ts.
 *
 * `ensureWebBundle()` rebuilds only when web/dist/index.html is missing or older than the newest
 * source file (web/src, web/public, web/index.html, web/vite.config.ts and its plugin, the domain/ and
 * api/schemas/ it bundles); the start and test scripts call it. Run directly (`deno task build`),
 * `--force` rebuilds unconditionally.
 */
// Vite and the config are imported only when a build runs, so a warm start does not load them.

const WEB_DIR = new URL("../web/", import.meta.url);
const BUNDLE_INDEX = new URL("dist/index.html", WEB_DIR);
// The bundle also holds the shared vocabulary and the zod schemas the forms use.
const SOURCES = [
  "src/",
  "public/",
  "index.html",
  "vite.config.ts",
  "scalar_bundle.ts",
  "aliases.ts",
  "../domain/",
  "../api/schemas/",
].map((p) => new URL(p, WEB_DIR));

/** Options of {@link ensureWebBundle}. */
export interface EnsureWebBundleOptions {
  /** Rebuild even when the bundle is newer than its sources. */
  force?: boolean;
  /** Print Vite's build log (default false: one summary line only). */
  verbose?: boolean;
}

/** What {@link ensureWebBundle} did. */
export interface EnsureWebBundleResult {
  built: boolean;
  ms: number;
}

/** Modification time in ms of a file, or the newest file below a folder; 0 when missing. */
export async function newestMtime(url: URL): Promise<number> {
  let stat: Deno.FileInfo;
  try {
    stat = await Deno.stat(url);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return 0;
    throw error;
  }
  if (!stat.isDirectory) return stat.mtime?.getTime() ?? 0;
  const dir = url.href.endsWith("/") ? url : new URL(`${url.href}/`);
  let newest = stat.mtime?.getTime() ?? 0;
  for await (const entry of Deno.readDir(dir)) {
    const child = new URL(entry.isDirectory ? `${entry.name}/` : entry.name, dir);
    newest = Math.max(newest, await newestMtime(child));
  }
  return newest;
}

/** True when web/dist/index.html is missing or older than any web source file. */
export async function webBundleIsStale(): Promise<boolean> {
  const built = await newestMtime(BUNDLE_INDEX);
  if (built === 0) return true;
  for (const source of SOURCES) {
    if (await newestMtime(source) > built) return true;
  }
  return false;
}

/** Builds web/dist when it is missing or stale (or always with `force`). */
export async function ensureWebBundle(
  options: EnsureWebBundleOptions = {},
): Promise<EnsureWebBundleResult> {
  const started = performance.now();
  if (!options.force && !(await webBundleIsStale())) {
    return { built: false, ms: performance.now() - started };
  }
  const [{ build }, { default: webConfig }] = await Promise.all([
    import("vite"),
    import("../web/vite.config.ts"),
  ]);
  await build({
    ...webConfig,
    configFile: false,
    logLevel: options.verbose ? "info" : "warn",
  });
  return { built: true, ms: performance.now() - started };
}

if (import.meta.main) {
  const force = Deno.args.includes("--force");
  const result = await ensureWebBundle({ force, verbose: true });
  console.log(
    result.built
      ? `build_web: built web/dist in ${Math.round(result.ms)} ms`
      : "build_web: web/dist is up to date",
  );
}
