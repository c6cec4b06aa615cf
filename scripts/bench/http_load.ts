/**
 * A closed-loop HTTP load generator for the benches: `connections` loops, each with its own
 * keep-alive connection, send one request after another for `seconds` and time each answer.
 * Answers requests/s and latency percentiles (what autocannon or wrk would print; neither is
 * installable here).
 */
import { percentile } from "./stats.ts";

/** One request of a load: a path on the server and its headers. */
export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers whose status was not the one expected (or that failed outright). */
  errors: number;
}

/**
 * Runs `connections` loops against `origin` for `seconds`; each loop asks `next()` what to send
 * and counts an answer other than `expectStatus` (default 200) as an error.
 */
export async function runLoad(
  origin: string,
  next: () => LoadRequest,
  options: { connections: number; seconds: number; expectStatus?: number },
): Promise<LoadResult> {
  const client = Deno.createHttpClient({ poolMaxIdlePerHost: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const endsAt = performance.now() + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < endsAt) {
      const { path, headers } = next();
      const started = performance.now();
      try {
        const response = await fetch(`${origin}${path}`, { headers, client });
        await response.arrayBuffer();
        if (response.status !== (options.expectStatus ?? 200)) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  client.close();
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** A picker that cycles through `requests` by weight: `[[weight, request], …]`. */
export function weighted(requests: Array<[number, LoadRequest]>): () => LoadRequest {
  const deck = requests.flatMap(([weight, request]) => Array(weight).fill(request));
  let i = 0;
  return () => deck[i++ % deck.length];
}
