/**
 * The OpenAPI 3.1 document of /api, made from the route declarations of api/schemas/api_routes.ts
 * with zod's own `z.toJSONSchema` (ADR 0140): request schemas as they are read
 * (`io: "input"`), answers as they are sent (`io: "output"`), one error format, the two ways to
 * sign in and the rate-limit headers. Served by api/routes/api_docs.ts.
 */
import { z } from "zod";
import { SESSION_COOKIE } from "../auth/session.ts";
import { API_ROUTES } from "../schemas/api_routes.ts";
import { type Answer, isRaw, type RouteSpec } from "../schemas/api_routes/route_spec.ts";
import { ErrorAnswer } from "../schemas/message.ts";
import { errorStatuses, STATUS_TEXT } from "./error_statuses.ts";
import { openApiPath, pathParameters } from "./paths.ts";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Preprocessed query lists and transforms have no JSON Schema of their own: they become {}.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

/** The security requirements of a route: none when public, else the session or a token. */
function securityOf(method: string, spec: RouteSpec): Record<string, string[]>[] {
  if (spec.audience === "public") return [];
  const scopes = [method === "GET" ? "read" : "write"];
  if (spec.audience === "admin" || spec.audience === "superadmin") scopes.push("admin");
  return [{ sessionCookie: [] }, { bearerToken: scopes }];
}

function answerObject(answer: Answer, status: number): JsonSchema {
  const description = isRaw(answer) ? answer.description : STATUS_TEXT[status] ?? `HTTP ${status}`;
  if (isRaw(answer)) {
    if (answer.contentType === null) return { description };
    return { description, content: { [answer.contentType]: { schema: { type: "string" } } } };
  }
  return {
    description,
    content: { "application/json": { schema: jsonSchema(answer as z.ZodType, "output") } },
  };
}

/** `PATCH /api/tasks/:id{[0-9]+}` → `patchTasksById`. */
function operationId(method: string, path: string): string {
  const words = openApiPath(path).split("/").slice(2).flatMap((part) => {
    const param = /^\{(.+)\}$/.exec(part);
    return param ? ["by", param[1]!] : part.split(/[^A-Za-z0-9]+/);
  }).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

function operation(key: string, spec: RouteSpec): [string, string, JsonSchema] {
  const [method, path] = key.split(" ") as [string, string];
  const parameters: JsonSchema[] = pathParameters(path);
  if (spec.query) {
    const query = jsonSchema(spec.query, "input");
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: "query", required: required.has(name), schema });
    }
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(spec.responses)) {
    responses[status] = answerObject(answer as Answer, Number(status));
  }
  for (const status of errorStatuses(path, spec)) {
    responses[String(status)] ??= { $ref: `#/components/responses/Error${status}` };
  }
  const op: JsonSchema = {
    operationId: operationId(method, path),
    summary: spec.summary,
    tags: [path.split("/")[2]],
    security: securityOf(method, spec),
    responses,
  };
  if (spec.description) op.description = spec.description;
  if (parameters.length) op.parameters = parameters;
  if (spec.body) {
    op.requestBody = isRaw(spec.body)
      ? {
        required: true,
        description: spec.body.description,
        content: {
          [spec.body.contentType ?? "application/octet-stream"]: { schema: { type: "string" } },
        },
      }
      : {
        required: true,
        content: { "application/json": { schema: jsonSchema(spec.body, "input") } },
      };
  }
  return [openApiPath(path), method.toLowerCase(), op];
}

const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": "Requests allowed in the current window (calls with a token).",
  "RateLimit-Remaining": "Requests left in the current window (calls with a token).",
  "RateLimit-Reset": "Seconds until the window starts again (calls with a token).",
  "Retry-After": "Seconds to wait before trying again.",
};

function components(): JsonSchema {
  const error = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
  const responses: Record<string, JsonSchema> = {};
  for (const [status, text] of Object.entries(STATUS_TEXT)) {
    if (Number(status) < 400) continue;
    responses[`Error${status}`] = { description: text, content: error };
  }
  responses.Error429 = {
    ...responses.Error429,
    headers: Object.fromEntries(
      Object.keys(RATE_LIMIT_HEADERS).map((
        name,
      ) => [name, { $ref: `#/components/headers/${name}` }]),
    ),
  };
  return {
    schemas: { Error: jsonSchema(ErrorAnswer, "output") },
    responses,
    headers: Object.fromEntries(
      Object.entries(RATE_LIMIT_HEADERS).map((
        [name, description],
      ) => [name, { description, schema: { type: "integer", minimum: 0 } }]),
    ),
    securitySchemes: {
      sessionCookie: {
        type: "apiKey",
        in: "cookie",
        name: SESSION_COOKIE,
        description: "The session of a browser sign-in (POST /api/auth/login). Writes with the " +
          "cookie must come from our own Origin (CSRF rule).",
      },
      bearerToken: {
        type: "http",
        scheme: "bearer",
        description: "A personal API token (`Authorization: Bearer lw_…`, Profile → API tokens) " +
          "with scopes: `read` for GET, `write` for the other methods, and `admin` in addition " +
          "to the role for admin routes. Each token is rate-limited: every answer carries " +
          "RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset, and a 429 Retry-After.",
      },
    },
  };
}

const DESCRIPTION = `The API of LegalWatch: legal and legislative updates, their review, sources,
tasks, alerts and accounts.

Every error answer is JSON \`{"message": "..."}\`; a request that fails validation is a 400 that
adds \`errors\`, each field's path with its message. A 429 says in \`Retry-After\` how many
seconds to wait. Times are ISO 8601 in UTC; days are \`yyyy-MM-dd\`.`;

/** Builds the document (about 90 operations; the route caches it). */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, spec] of Object.entries(API_ROUTES)) {
    const [path, method, op] = operation(key, spec as RouteSpec);
    (paths[path] ??= {})[method] = op;
  }
  return {
    openapi: "3.1.1",
    info: { title: "LegalWatch API", version: "1", description: DESCRIPTION },
    paths,
    components: components(),
  };
}
