/**
 * Whether a web-page source's selector is one the feed sync can use: it must compile with
 * css-select, the engine that runs it (workers/feeds/sources/html_select.ts). Shared by the
 * route validator and the source form, so that the form says what the server would.
 */
import { compile } from "css-select";

/** The longest selector accepted. */
export const SELECTOR_MAX = 500;

/** Why css-select cannot use `selector`, or null when it can. */
export function selectorProblem(selector: string): string | null {
  try {
    compile(selector);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
