/**
 * An email belongs to one account (case-insensitively). Every write of an email checks first,
 * for a clear 409, and turns the unique-index violation of a race past that check into the same
 * 409, which names the email field (as a taken jurisdiction name does), so that the forms say it
 * under their email input (ADR 0123).
 */
import type { Db } from "../../db/client.ts";
import { findUserByEmail } from "../../db/queries/users.ts";
import { ApiError } from "../errors.ts";
import { USER_MESSAGES } from "../schemas/users.ts";
import { isUniqueViolation } from "./unique_violation.ts";

function emailTaken(): ApiError {
  return new ApiError(409, USER_MESSAGES.emailTaken, {
    errors: { email: USER_MESSAGES.emailTaken },
  });
}

/** A 409 when an account other than `exceptId` holds the email. */
export async function assertEmailFree(db: Db, email: string, exceptId?: string): Promise<void> {
  const holder = await findUserByEmail(db, email);
  if (holder && holder.id !== exceptId) throw emailTaken();
}

/** Runs a write that stores an email; a duplicate found by the unique index is the same 409. */
export async function emailConflictAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
