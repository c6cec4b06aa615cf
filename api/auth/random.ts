/** Random strings from the operating system's CSPRNG (@oslojs/crypto). */
import { generateRandomString, type RandomReader } from "@oslojs/crypto/random";

const reader: RandomReader = {
  read(bytes) {
    crypto.getRandomValues(bytes);
  },
};

/** Lower-case letters and digits without the easily confused ones (0 o 1 l i). */
const TOKEN_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Unambiguous characters for passwords a person must read and type. */
const PASSWORD_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";

/** 24 characters of a 31-letter alphabet: about 119 bits, Lucia's recommendation. */
export function generateSecureToken(): string {
  return generateRandomString(reader, TOKEN_ALPHABET, 24);
}

/** A temporary password (spec DECISIONS.md): 16 characters from an unambiguous alphabet. */
export function generateTemporaryPassword(): string {
  return generateRandomString(reader, PASSWORD_ALPHABET, 16);
}

/** A random integer in [0, max). */
export function randomInt(max: number): number {
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return bytes[0]! % max;
}
