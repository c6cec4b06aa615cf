/**
 * The shared request helpers and the default query loader (spec part 1 §7): JSON in and out,
 * cookies always, and any non-OK answer thrown as an {@link HttpError}.
 */
import type { QueryFunction } from "@tanstack/react-query";
import { HttpError } from "./http_error.ts";

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

/** {@link apiRequest}, answering the parsed JSON of the answer as `T` (the server's type). */
export async function sendJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return await res.json() as T;
}

/** GET `url` as JSON; throws an {@link HttpError} on non-OK. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfNotOk(res);
  return await res.json() as T;
}

/** What the default loader does with a 401: resolve to null or throw. */
export type UnauthorizedBehavior = "returnNull" | "throw";

/** The URL of a query key: its string and number parts joined with "/". */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part) => typeof part === "string" || typeof part === "number")
    .join("/");
}

/** The default data loader: GET of the query key's URL, parsed as JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return await res.json() as T;
  };
}
