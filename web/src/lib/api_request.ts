/**
 * The shared request helpers and the default query loader (spec part 1 §7): JSON in and out,
 * cookies always, and any non-OK answer thrown as an {@link HttpError}.
 */
import type { QueryFunction } from "@tanstack/react-query";
import type { AnswerOf, ApiRoute } from "@api/schemas/api_routes.ts";
import { HttpError } from "./http_error.ts";

/** The method of a declared route: "PATCH" of "PATCH /api/tasks/:id{[0-9]+}". */
function methodOf(route: ApiRoute): string {
  return route.slice(0, route.indexOf(" "));
}

/** Throws the answer as an {@link HttpError} when it is not OK. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await HttpError.from(res);
}

/** Sends `method url` with an optional JSON body and the session cookie; throws on non-OK. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * The JSON of `res`, an OK answer of `route`, typed as the route's declared answer schema types
 * it (api/schemas/api_routes.ts; every API test checks the server's answers against that schema,
 * ADR 0140). For a request the helpers below do not make (a file as the body).
 */
export async function readJson<R extends ApiRoute>(
  _route: R, // types the answer
  res: Response,
): Promise<AnswerOf<R>> {
  return await res.json();
}

/**
 * Calls `route` at `url` (its path with the parameters filled in) with an optional JSON body,
 * answering its JSON typed as {@link readJson}.
 */
export async function sendJson<R extends ApiRoute>(
  route: R,
  url: string,
  body?: unknown,
): Promise<AnswerOf<R>> {
  return await readJson(route, await apiRequest(methodOf(route), url, body));
}

/** GET `url` of `route` as JSON, typed as {@link sendJson}; throws an {@link HttpError} on non-OK. */
export async function getJson<R extends ApiRoute>(
  route: R,
  url: string,
  signal?: AbortSignal,
): Promise<AnswerOf<R>> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return await readJson(route, res);
}

/** What the default loader does with a 401: resolve to null or throw. */
export type UnauthorizedBehavior = "returnNull" | "throw";

/** The URL of a query key: its string and number parts joined with "/". */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part) => typeof part === "string" || typeof part === "number")
    .join("/");
}

/**
 * The data loader of a query whose key is its URL: GET it, parsed as JSON and typed by `route`
 * (without a route, the app's default loader: its data is typed by the query that uses it).
 */
export function getQueryFn<R extends ApiRoute>(
  options: { on401: UnauthorizedBehavior; route?: R },
): QueryFunction<AnswerOf<R> | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return await res.json();
  };
}

/** The loader of a query whose key is the URL of `route`: {@link getJson}, typed by the route. */
export function routeQueryFn<R extends ApiRoute>(route: R): QueryFunction<AnswerOf<R>> {
  return ({ queryKey, signal }) => getJson(route, queryKeyToUrl(queryKey), signal);
}
