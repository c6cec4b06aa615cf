/**
 * Checks every answer of /api against the schema its route declares (api/schemas/api_routes.ts):
 * a success status the route does not declare, JSON its schema refuses, or an error answer that
 * is not the one error format becomes a 500 whose log line says what is wrong. createApp installs
 * it only with `validateResponses` (api/testing.ts turns it on for every API test); production
 * never runs it (ADR 0140).
 */
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { z } from "zod";
import { API_ROUTES } from "../schemas/api_routes.ts";
import { isRaw, type RouteSpec } from "../schemas/api_routes/route_spec.ts";
import { ErrorAnswer } from "../schemas/message.ts";

const ROUTES: Record<string, RouteSpec> = API_ROUTES;

/** The declared route that served the request ("GET /api/tasks"), or null for the /api 404. */
export function servedRoute(c: Context): string | null {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  // Middleware is registered for ALL methods or for paths ending in "*"; the route is the rest.
  const route = matchedRoutes(c).find((r) => r.method === method && !r.path.endsWith("*"));
  return route ? `${method} ${route.path}` : null;
}

/** What is wrong with `response` as an answer of `spec`, or null when it is as declared. */
export async function answerProblem(spec: RouteSpec, response: Response): Promise<string | null> {
  const status = response.status;
  const declared = spec.responses[status];
  const isJson = response.headers.get("content-type")?.startsWith("application/json") ?? false;
  if (declared === undefined && status < 400) return `status ${status} is not declared`;
  if (status === 429 && !response.headers.has("Retry-After")) return "a 429 without Retry-After";
  if (declared !== undefined && isRaw(declared)) {
    if (declared.contentType === null || !isJson) return null;
    if (declared.contentType.startsWith("application/json")) return null;
    return `JSON where ${declared.contentType} is declared`;
  }
  if (!isJson) {
    return status < 400 ? `${response.headers.get("content-type")} instead of JSON` : null;
  }
  const schema: z.ZodType = declared ?? ErrorAnswer;
  const result = schema.safeParse(await response.clone().json());
  if (result.success) return null;
  return result.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`)
    .join("; ");
}

/** The middleware: after the route, the answer must be as declared. */
export const validateResponses = (): MiddlewareHandler =>
  async function validateResponses(c, next) {
    await next();
    const key = servedRoute(c);
    if (key === null) return;
    const spec = ROUTES[key];
    if (!spec) {
      throw new Error(`api/openapi: ${key} is not declared in api/schemas/api_routes.ts`);
    }
    const problem = await answerProblem(spec, c.res);
    if (problem) {
      throw new Error(
        `api/openapi: ${key} answered ${c.res.status} against its schema: ${problem}`,
      );
    }
  };
