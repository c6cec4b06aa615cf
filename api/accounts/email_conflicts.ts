/**
 * An email belongs to one account (case-insensitively). Every write of an email checks first,
 * for a clear 409, and turns the unique-index violation of a race past that check into the same
 * 409.
 */
import type { Db } from "../../db/client.ts";
import { findUserByEmail } from "../../db/queries/users.ts";
import { ApiError } from "../errors.ts";
import { USER_MESSAGES } from "../schemas/users.ts";
import { isUniqueViolation } from "./unique_violation.ts";

/** A 409 when an account other than `exceptId` holds the email. */
export async function assertEmailFree(db: Db, email: string, exceptId?: string): Promise<void> {
  const holder = await findUserByEmail(db, email);
  if (holder && holder.id !== exceptId) throw new ApiError(409, USER_MESSAGES.emailTaken);
}

/** Runs a write that stores an email; a duplicate found by the unique index is the same 409. */
export async function emailConflictAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, USER_MESSAGES.emailTaken);
    throw error;
  }
}
