/**
 * Serves the built web bundle: hashed files under /assets/ with a year of immutable caching
 * (and a real 404 when missing, so a stale page does not get HTML for its script), any other
 * file as is, and index.html, never cached, for every other GET so that the SPA can route.
 */
import type { MiddlewareHandler } from "hono";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const IMMUTABLE = "public, max-age=31536000, immutable";

export const serveWeb = (root: string): MiddlewareHandler =>
  async function serveWeb(c, next) {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = decodedPath(new URL(c.req.url).pathname);
    if (path === null || path.includes("..") || path.includes("\0")) {
      return c.text("Not found", 404);
    }
    const file = path === "/" ? null : await readFile(`${root}${path}`);
    if (file) {
      const cache = path.startsWith("/assets/") ? IMMUTABLE : "no-cache";
      return c.body(file, 200, { "Content-Type": typeOf(path), "Cache-Control": cache });
    }
    if (path.startsWith("/assets/")) return c.text("Not found", 404);
    const index = await readFile(`${root}/index.html`);
    if (!index) {
      return c.text("The web bundle is not built yet: run `deno task build`.", 503);
    }
    return c.body(index, 200, { "Content-Type": TYPES[".html"]!, "Cache-Control": "no-cache" });
  };

/** The path with its %-escapes decoded, or null when they are not UTF-8 (`/%ff`): no file. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function typeOf(path: string): string {
  const dot = path.lastIndexOf(".");
  return TYPES[path.slice(dot)] ?? "application/octet-stream";
}

async function readFile(path: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const info = await Deno.stat(path);
    if (!info.isFile) return null;
    return await Deno.readFile(path);
  } catch {
    return null;
  }
}
