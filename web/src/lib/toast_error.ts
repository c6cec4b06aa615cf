/** Shows a destructive toast with the server's message, or a fallback (spec part 1 §8). */
import { serverMessage } from "./http_error.ts";
import { toast } from "./use_toast.ts";

/** A failure toast: `title`, and the server's `{message}` or `fallback` as description. */
export function toastError(title: string, error: unknown, fallback: string): void {
  toast({ variant: "destructive", title, description: serverMessage(error, fallback) });
}

/** A validation toast: destructive, with a title and the rule that was broken. */
export function toastValidation(title: string, description: string): void {
  toast({ variant: "destructive", title, description });
}
