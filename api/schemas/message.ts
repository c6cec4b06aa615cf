/** The answer of calls that only say what they did: sign-out, deletions, syncs, the reset. */
import { z } from "zod";

/** `{message}`: the text the screens toast. */
export const MessageResponse = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * Every error answer of the API (spec DECISIONS.md): `{message}`, a failed validation adding
 * `errors` (field path → message); some add facts of their own (the unknown ids, a retry time).
 */
export const ErrorAnswer = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
