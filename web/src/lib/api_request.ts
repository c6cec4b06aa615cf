/**
 * The shared request helper and default query loader (spec part 1 §7): JSON in, cookies always,
 * and any non-OK answer thrown as an Error whose text is `${status}: ${body text or status text}`.
 */
import type { QueryFunction } from "@tanstack/react-query";

/** Throws `${status}: ${body || statusText}` when the response is not OK. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
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

/** The HTTP status at the start of an error thrown by {@link apiRequest}, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The server's `message` from an error thrown by {@link apiRequest} (the body is JSON
 * `{message}`), or `fallback` when there is none (network failure, HTML or empty body).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return fallback;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === "object" && "message" in body) {
      const message = (body as { message: unknown }).message;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    // Not JSON: fall through to the fallback.
  }
  return fallback;
}
