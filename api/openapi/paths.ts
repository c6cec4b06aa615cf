/** Hono's route paths in OpenAPI's spelling, and their path parameters. */

/** `:name` or `:name{regex}` in a Hono path. */
const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g;

/** `/api/tasks/:id{[0-9]+}` → `/api/tasks/{id}`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(PARAM, "{$1}");
}

/** The path parameters of a Hono path, each a required string (with its pattern when given). */
export function pathParameters(honoPath: string): Record<string, unknown>[] {
  return [...honoPath.matchAll(PARAM)].map(([, name, pattern]) => ({
    name,
    in: "path",
    required: true,
    schema: pattern ? { type: "string", pattern: `^${pattern.slice(1, -1)}$` } : { type: "string" },
  }));
}
