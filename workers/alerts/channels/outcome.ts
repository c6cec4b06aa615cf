/** What a channel answered for one message. */
export type SendOutcome =
  | { ok: true; detail: string; status?: number }
  | {
    ok: false;
    error: string;
    status?: number;
    /** The webhook answered 410 Gone: the alert is turned off. */
    gone?: boolean;
  };

/** The text of any thrown value, for lastError. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}
