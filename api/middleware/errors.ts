/**
 * The global error handler and the /api 404 (ADR 0021): every error
 * answer is JSON {message}; a 500 never carries internals, which go to the log instead.
 */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context.ts";
import { ApiError, GENERIC_SERVER_ERROR } from "../errors.ts";

export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ ...error.extra, message: error.message }, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.message || "Bad request" }, error.status);
  }
  // A constant format: a path holding `%c` or `%f` must not consume the error as an argument.
  console.error("api: %s %s failed:", c.req.method, new URL(c.req.url).pathname, error);
  return c.json({ message: GENERIC_SERVER_ERROR }, 500);
};

export const apiNotFound: NotFoundHandler = (c: Context) =>
  c.json({ message: `Not found: ${c.req.method} ${new URL(c.req.url).pathname}` }, 404);
