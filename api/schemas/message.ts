/** The answer of calls that only say what they did: sign-out, deletions, syncs, the reset. */
import { z } from "zod";

/** `{message}`: the text the screens toast. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
