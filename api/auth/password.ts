/**
 * Password and security-answer hashing: Argon2id at the cost Settings name (by default OWASP's
 * first recommended setting: 19 MiB, 2 iterations, parallelism 1; ADR 0195), through hash-wasm
 * so that it runs on Deno Deploy too.
 */
import { argon2id, argon2Verify } from "hash-wasm";
import type { PasswordHashing } from "../../workers/settings.ts";

/** Hashes a secret into a PHC string ($argon2id$v=19$m=19456,t=2,p=1$salt$hash) at `cost`. */
export function hashSecret(secret: string, cost: PasswordHashing): Promise<string> {
  const salt = new Uint8Array(16);
  crypto.getRandomValues(salt);
  return argon2id({
    password: secret,
    salt,
    memorySize: cost.memoryKiB,
    iterations: cost.iterations,
    parallelism: 1,
    hashLength: 32,
    outputType: "encoded",
  });
}

/**
 * True when the secret matches the stored hash (at the cost written in the hash); false for a
 * missing or malformed hash. A missing one costs a check at `cost`, the cost of new hashes.
 */
export async function verifySecret(
  hash: string | null,
  secret: string,
  cost: PasswordHashing,
): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check, so that a missing account or answer is not told
    // apart from a wrong one by response time.
    await argon2Verify({ password: secret, hash: await dummyHash(cost) });
    return false;
  }
  try {
    return await argon2Verify({ password: secret, hash });
  } catch {
    return false;
  }
}

/** One hash per cost to check missing secrets against, made on first use. */
const dummies = new Map<string, Promise<string>>();
function dummyHash(cost: PasswordHashing): Promise<string> {
  const key = `${cost.memoryKiB}/${cost.iterations}`;
  let dummy = dummies.get(key);
  if (!dummy) dummies.set(key, dummy = hashSecret("legalwatch-timing-equaliser", cost));
  return dummy;
}

/** Security answers are compared trimmed and lower-cased (spec DECISIONS.md "Accounts"). */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
