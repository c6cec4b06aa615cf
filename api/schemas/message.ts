/** The answer of calls that only say what they did: sign-out, deletions, syncs, the reset. */

/** `{message}`: the text the screens toast. */
export interface MessageResponse {
  message: string;
}
