/** The error every route throws for an expected failure; the error handler turns it into JSON. */
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again.";
