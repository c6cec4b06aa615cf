/**
 * What a source body's `apiKey` does to the stored key (issue 30; ADR 0170):
 * absent keeps it, "" clears it, a value replaces it (encrypted). A stored key is also cleared
 * when the source's URL moves to another origin without a new key, or its format takes none, so
 * that a key is only ever sent to the service it was entered for. A format that needs a key
 * cannot be saved without one; a server without a secrets key (PostgreSQL without SECRETS_KEY)
 * cannot store one. Refusals are 400s naming the apiKey field; nothing is written.
 */
import type { SecretBox } from "../../db/secrets/secret_box.ts";
import type { SourceKeyAction } from "../../domain/sources.ts";
import { formatTraits } from "../../domain/source_formats.ts";
import { ApiError } from "../errors.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";

/** The key write a save makes: the encrypted key (null clears) and its audit action. */
export interface KeyWrite {
  encrypted: string | null;
  action: SourceKeyAction;
}

/** The save's situation: the body's key and format, and the source as stored. */
export interface KeyChange {
  apiKey: string | undefined;
  format: string;
  /** The source holds a key now (false for a new source). */
  stored: boolean;
  /** The URL's origin changes (a new host, scheme or port). */
  addressChanged: boolean;
}

function refuse(message: string): never {
  throw new ApiError(400, message, { errors: { apiKey: message } });
}

/** The key write of a save, or null when the key stays as it is. Throws ApiError 400. */
export async function planKeyWrite(
  box: SecretBox | null,
  change: KeyChange,
): Promise<KeyWrite | null> {
  const need = formatTraits(change.format).key;
  const dropStored = change.stored && (change.addressChanged || need === "none");
  const next = change.apiKey === undefined ? (dropStored ? "" : null) : change.apiKey;
  const keyAfter = next === null ? change.stored : next !== "";
  if (need === "required" && !keyAfter) refuse(SOURCE_MESSAGES.apiKeyRequired);
  if (next === null) return null;
  if (next === "") return change.stored ? { encrypted: null, action: "cleared" } : null;
  if (!box) refuse(SOURCE_MESSAGES.apiKeyUnstorable);
  return { encrypted: await box.encrypt(next), action: change.stored ? "replaced" : "set" };
}

/** The origin of an http(s) URL the body schema accepted. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
