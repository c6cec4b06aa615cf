/**
 * Source API keys kept safely (issue 30; ADR 0170): AES-256-GCM through
 * WebCrypto, a random 12-byte IV per value, stored as the versioned text `v1:<iv>:<ciphertext>`
 * (base64url). The key is SECRETS_KEY (32 bytes, base64); on the embedded PGlite without it, one
 * is generated once into DATA_DIR (secret_key_file.ts); on PostgreSQL without it there is no box:
 * a key cannot be saved, and a stored one cannot be read.
 */
import {
  decodeBase64,
  decodeBase64urlIgnorePadding,
  encodeBase64urlNoPadding,
} from "@oslojs/encoding";
import { loadOrCreateKeyFile } from "./secret_key_file.ts";

/** The stored form's version prefix: a later scheme gets "v2:". */
const VERSION = "v1";
const IV_BYTES = 12;
/** SECRETS_KEY's length in bytes (AES-256). */
export const SECRET_KEY_BYTES = 32;

/** A value that cannot be decrypted (another key, a damaged or foreign value). */
export class SecretError extends Error {
  override name = "SecretError";
}

/** Encrypts and decrypts the secrets of rows (source API keys). */
export interface SecretBox {
  encrypt(plain: string): Promise<string>;
  /** Throws SecretError for a value this box cannot open; the message never holds the value. */
  decrypt(stored: string): Promise<string>;
}

/** Where the box's key comes from (the Settings' fields, passed as plain values). */
export interface SecretKeySource {
  /** SECRETS_KEY: 32 bytes, base64; null when unset. */
  secretsKey: string | null;
  /** DATABASE_URL; null is the embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
}

/** True when `text` is base64 of exactly {@link SECRET_KEY_BYTES} bytes (SECRETS_KEY's check). */
export function isSecretKeyText(text: string): boolean {
  try {
    return decodeBase64(text.trim()).length === SECRET_KEY_BYTES;
  } catch {
    return false;
  }
}

/**
 * The box of `source`, or null on PostgreSQL without SECRETS_KEY. The key is read (or the key
 * file made) on first use, once.
 */
export function secretBoxOf(source: SecretKeySource): SecretBox | null {
  if (source.secretsKey === null && source.databaseUrl !== null) return null;
  let key: Promise<CryptoKey> | null = null;
  const keyOf = () =>
    key ??= (async () => {
      const raw: Uint8Array<ArrayBuffer> = source.secretsKey !== null
        ? new Uint8Array(decodeBase64(source.secretsKey.trim()))
        : new Uint8Array(await loadOrCreateKeyFile(source.dataDir, SECRET_KEY_BYTES));
      return await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    })();
  return {
    async encrypt(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await crypto.subtle.encrypt(
        { name: "AES-GCM", iv },
        await keyOf(),
        new TextEncoder().encode(plain),
      );
      return `${VERSION}:${encodeBase64urlNoPadding(iv)}:${
        encodeBase64urlNoPadding(new Uint8Array(sealed))
      }`;
    },
    async decrypt(stored) {
      const [version, iv, sealed, extra] = stored.split(":");
      if (version !== VERSION || !iv || !sealed || extra !== undefined) {
        throw new SecretError("db/secrets: a stored secret of an unknown form");
      }
      try {
        const plain = await crypto.subtle.decrypt(
          { name: "AES-GCM", iv: new Uint8Array(decodeBase64urlIgnorePadding(iv)) },
          await keyOf(),
          new Uint8Array(decodeBase64urlIgnorePadding(sealed)),
        );
        return new TextDecoder().decode(plain);
      } catch {
        // WebCrypto says only "OperationError": another key, or a damaged value.
        throw new SecretError(
          "db/secrets: a stored secret cannot be decrypted with this SECRETS_KEY",
        );
      }
    },
  };
}
