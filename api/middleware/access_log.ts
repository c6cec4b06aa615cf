/** One line per request: method, path, status and milliseconds. */
import type { MiddlewareHandler } from "hono";

export const accessLog = (write: (line: string) => void = console.log): MiddlewareHandler =>
  async function accessLog(c, next) {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    write(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
  };
