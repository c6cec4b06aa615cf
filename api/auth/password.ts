/**
 * Password and security-answer hashing: Argon2id with OWASP's first recommended setting
 * (19 MiB, 2 iterations, parallelism 1), through hash-wasm so that it runs on Deno Deploy too.
 */
import { argon2id, argon2Verify } from "hash-wasm";

export const ARGON2_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1 } as const;

/** Argon2id's cost: memory in KiB, passes, lanes. */
export type Argon2Params = { memorySize: number; iterations: number; parallelism: number };

/**
 * Hashes a secret into a PHC string ($argon2id$v=19$m=19456,t=2,p=1$salt$hash), at the
 * production setting unless `params` says otherwise (tests' accounts: api/testing.ts).
 */
export function hashSecret(secret: string, params: Argon2Params = ARGON2_PARAMS): Promise<string> {
  const salt = new Uint8Array(16);
  crypto.getRandomValues(salt);
  return argon2id({ password: secret, salt, ...params, hashLength: 32, outputType: "encoded" });
}

/** True when the secret matches the stored hash; false for a missing or malformed hash. */
export async function verifySecret(hash: string | null, secret: string): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check, so that a missing account or answer is not told
    // apart from a wrong one by response time.
    await argon2Verify({ password: secret, hash: await dummyHash() });
    return false;
  }
  try {
    return await argon2Verify({ password: secret, hash });
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashSecret("legalwatch-timing-equaliser");
  return dummy;
}

/** Security answers are compared trimmed and lower-cased (spec DECISIONS.md "Accounts"). */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
