/**
 * The API key a read of a change API sends (issue 30): the source's stored key, decrypted. A
 * format that needs a key and a source without one, or a key that cannot be decrypted (no
 * SECRETS_KEY on PostgreSQL, or another one than it was stored with), is the source's error
 * ("api_key" or "api_key_unreadable" problem), never a request without the key. Messages never hold the key.
 */
import type { SecretBox } from "../../../db/secrets/secret_box.ts";
import type { PagedSource } from "./paged.ts";

/** The source's key is missing (`missing`) or unreadable. */
export class SourceKeyError extends Error {
  override name = "SourceKeyError";
  constructor(message: string, readonly missing = false) {
    super(message);
  }
}

/** The key to send for `encrypted` (null: the source has none). Throws SourceKeyError. */
export async function apiKeyFor(
  paged: PagedSource,
  encrypted: string | null,
  secrets: SecretBox | null | undefined,
): Promise<string | null> {
  if (encrypted === null) {
    if (paged.key?.required) {
      throw new SourceKeyError(
        "feeds/sync: this source's service needs an API key, and none is set",
        true,
      );
    }
    return null;
  }
  if (!paged.key) return null; // a format that takes none: the key goes nowhere
  if (!secrets) {
    throw new SourceKeyError(
      "feeds/sync: the source's API key cannot be read: SECRETS_KEY is not set on this server",
    );
  }
  try {
    return await secrets.decrypt(encrypted);
  } catch {
    throw new SourceKeyError(
      "feeds/sync: the source's API key cannot be decrypted (SECRETS_KEY changed?): enter it again",
    );
  }
}
