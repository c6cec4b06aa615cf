/**
 * HTML to safe plain text for feed descriptions and titles: tags removed, script/style content
 * dropped, character references decoded, whitespace collapsed. One regular-expression pass plus
 * one whitespace pass, since it runs over every description of every feed.
 */
import { decodeEntityMatch, ENTITY_SOURCE } from "./html_entities.ts";

// Elements whose content is never text, and which may be left unclosed: then they run to the end.
const DROPPED = "script|style|noscript|template|iframe|object|svg|math|head";

// Alternatives, in order: dropped element with its content; comment; CDATA (kept as text);
// start or end tag (group 3: name); declaration or processing instruction; character reference.
// Tag bodies exclude "<" so that a stray "<" never makes a scan run on (no quadratic backtracking).
const TOKEN_RE = new RegExp(
  `<(${DROPPED})\\b[^>]*>[\\s\\S]*?(?:<\\/\\1\\s*>|$)` +
    `|<!--[\\s\\S]*?(?:-->|$)` +
    `|<!\\[CDATA\\[([\\s\\S]*?)(?:\\]\\]>|$)` +
    `|<\\/?([a-zA-Z][a-zA-Z0-9:-]*)[^<>]*>` +
    `|<[!?][^<>]*>` +
    `|${ENTITY_SOURCE}`,
  "gi",
);

// Tags that separate words; other tags (b, a, span …) join their text to the neighbours.
const BLOCK_TAGS = new Set(
  ("address article aside blockquote br dd div dl dt figcaption figure footer form h1 h2 h3 h4 " +
    "h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul img")
    .split(" "),
);

// Whitespace, and control characters that have no place in text (matching them is the point).
// deno-lint-ignore no-control-regex
const SPACE_RE = /[\s\u0000-\u001f\u007f]+/g;

/** Collapses runs of whitespace and control characters into one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(SPACE_RE, " ").trim();
}

function replaceToken(
  match: string,
  _dropped: string | undefined,
  cdata: string | undefined,
  tag: string | undefined,
  dec: string | undefined,
  hex: string | undefined,
  name: string | undefined,
): string {
  if (match.charCodeAt(0) === 38 /* & */) return decodeEntityMatch(match, dec, hex, name);
  if (cdata !== undefined) return cdata;
  if (tag !== undefined) return BLOCK_TAGS.has(tag.toLowerCase()) ? " " : "";
  return ""; // dropped element, comment, declaration
}

/**
 * Converts HTML (or text that may contain markup and character references) to plain text.
 * Tags are removed before references are decoded, so "&lt;b&gt;" comes out as the text "<b>",
 * never as markup; the result is text to be escaped by whatever renders it.
 */
export function htmlToText(html: string): string {
  if (!html) return "";
  const text = html.includes("<") || html.includes("&")
    ? html.replace(TOKEN_RE, replaceToken)
    : html;
  return collapseWhitespace(text);
}

/** Cuts text to at most `max` characters at a word boundary, adding "…" when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
