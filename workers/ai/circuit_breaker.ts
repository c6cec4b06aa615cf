/**
 * A circuit breaker: after `threshold` calls in a row have failed, calls are refused for
 * `cooldownMs`, then one is let through to test the water. It keeps a sync of a thousand updates
 * from spending retries and timeouts on a service that is down.
 */

/** Tracks consecutive failures of a service. */
export interface CircuitBreaker {
  /** False while the circuit is open (the service is being left alone). */
  allows(): boolean;
  /** Records a call that succeeded: closes the circuit. */
  succeeded(): void;
  /** Records a call that failed after its retries. */
  failed(): void;
}

/** Creates a breaker; `now` is replaceable for tests. */
export function createCircuitBreaker(
  options: { threshold: number; cooldownMs: number; now?: () => number },
): CircuitBreaker {
  const now = options.now ?? Date.now;
  let failures = 0;
  let openUntil = 0;
  return {
    allows: () => failures < options.threshold || now() >= openUntil,
    succeeded() {
      failures = 0;
      openUntil = 0;
    },
    failed() {
      failures++;
      // Reaching the threshold, or failing the trial call after a cool-down, (re)opens it.
      if (failures >= options.threshold) openUntil = now() + options.cooldownMs;
    },
  };
}
