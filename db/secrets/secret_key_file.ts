/**
 * The generated secrets key of the embedded default (no SECRETS_KEY, PGlite in DATA_DIR): made
 * once, mode 0600, and read again after every restart, so that stored API keys stay readable.
 * Moving the data dir moves the key with it (a backup holds both: keep it private).
 */
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { preparePrivateDir } from "../private_dir.ts";

/** The key file's name in DATA_DIR. */
export const KEY_FILE_NAME = "secrets.key";

/**
 * The key in `dataDir`'s key file; made with `bytes` random bytes when there is none. Two
 * processes starting at once agree: only one creates the file, the other reads it.
 */
export async function loadOrCreateKeyFile(dataDir: string, bytes: number): Promise<Uint8Array> {
  const path = `${dataDir.replace(/\/+$/, "")}/${KEY_FILE_NAME}`;
  const existing = await readKey(path);
  if (existing) return checked(existing, bytes, path);
  await preparePrivateDir(dataDir);
  const key = crypto.getRandomValues(new Uint8Array(bytes));
  try {
    await Deno.writeTextFile(path, `${encodeBase64(key)}\n`, { createNew: true, mode: 0o600 });
    return key;
  } catch (error) {
    if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
    return checked((await readKey(path))!, bytes, path);
  }
}

async function readKey(path: string): Promise<string | null> {
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
}

function checked(text: string, bytes: number, path: string): Uint8Array {
  let key: Uint8Array | null = null;
  try {
    key = decodeBase64(text.trim());
  } catch { /* reported below */ }
  if (key?.length !== bytes) {
    throw new Error(`db/secrets: ${path} does not hold a ${bytes}-byte key`);
  }
  return key;
}
