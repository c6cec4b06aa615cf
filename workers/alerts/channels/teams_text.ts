/**
 * Text and links for the markdown of Teams Adaptive Card TextBlocks (ADR
 * 0085). Every character that can open markup is backslash-escaped: the
 * link brackets `[ ] ( )`, autolinks `< >`, emphasis `* _ ~`, code `` ` ``, the backslash itself,
 * and a list marker (`-`, `+`, `1.`) at the start of a line. A link is `[label](href)`: href is
 * the parsed http(s) URL (spaces, quotes, `<` and `>` percent-encoded by the parser) with the
 * brackets `( ) [ ]` percent-encoded too, so it cannot end early; anything else is shown as plain
 * text. One pass over the text, no regular expression.
 */
import { safeHttpUrl } from "../../../domain/links.ts";

const ALWAYS = new Set(["\\", "[", "]", "(", ")", "<", ">", "*", "_", "~", "`"]);
const LIST_MARKS = new Set(["-", "+"]);
const HREF_CODES: Record<string, string> = { "(": "%28", ")": "%29", "[": "%5B", "]": "%5D" };

/**
 * `text` escaped for Teams markdown, cut to `max` characters of the original (ending "…") first,
 * as the payload's other texts are.
 */
export function teamsText(text: string, max = Infinity): string {
  const chars = [...text];
  const shown = chars.length > max ? [...chars.slice(0, Math.max(0, max - 1)), "…"] : chars;
  let out = "";
  // At a line's start (spaces skipped): a list marker there is escaped; "1." is digits then ".".
  let lineStart = true;
  let digits = false;
  for (const ch of shown) {
    const isDigit = ch >= "0" && ch <= "9";
    const escape = ALWAYS.has(ch) || (lineStart && LIST_MARKS.has(ch)) || (digits && ch === ".");
    out += escape ? `\\${ch}` : ch;
    if (ch === "\n") {
      lineStart = true;
      digits = false;
    } else if (lineStart && isDigit) {
      lineStart = false;
      digits = true;
    } else if (!(digits && isDigit) && !(lineStart && (ch === " " || ch === "\t"))) {
      lineStart = false;
      digits = false;
    }
  }
  return out;
}

/** The href of `url` as `[label](href)` needs it, or null when it is no http(s) URL. */
export function teamsHref(url: string): string | null {
  const href = safeHttpUrl(url);
  if (href === null) return null;
  let out = "";
  for (const ch of href) out += HREF_CODES[ch] ?? ch;
  return out;
}

/**
 * `[label](href)` with the label escaped (at most `labelMax` characters); the label alone, as
 * plain text, when `url` is not an http(s) URL.
 */
export function teamsLink(url: string, label: string, labelMax = Infinity): string {
  const href = teamsHref(url);
  const text = teamsText(label, labelMax);
  return href === null ? text : `[${text}](${href})`;
}
