/**
 * The answers of a self-service sign-in email change (issue 23): the profile PATCH tells which
 * address waits for its confirmation link, and GET /api/auth/email-change tells the profile
 * screen the same after a reload. Zod schemas, so that tests parse answers and the web reads
 * their types. No db, Deno or hono imports here.
 */
import { z } from "zod";
import { isoInstant } from "./answer_fields.ts";
import { PublicUser } from "./user_answers.ts";

/** GET /api/auth/email-change: the new address waiting for its link, and until when. */
export const PendingEmailChangeResponse = z.strictObject({
  pendingEmail: z.string().nullable(),
  /** ISO time the link stops working; null without a pending change. */
  expiresAt: isoInstant.nullable(),
});
export type PendingEmailChangeResponse = z.infer<typeof PendingEmailChangeResponse>;

/** What PATCH /api/auth/profile adds to the user: the pending change, and what was done. */
export const ProfileChangeFields = z.object({
  /** The new sign-in email waiting for confirmation (the user's `email` is still the old one). */
  pendingEmail: z.string().nullable(),
  /** Set when this call mailed a confirmation link. */
  message: z.string().optional(),
});

/** PATCH /api/auth/profile answer. */
export const ProfileResponse = PublicUser.extend(ProfileChangeFields.shape);
export type ProfileResponse = z.infer<typeof ProfileResponse>;
