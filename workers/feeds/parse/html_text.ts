/**
 * HTML to safe plain text for feed descriptions, titles and pages: tags removed, the content of
 * script, style and other never-visible elements dropped, character references decoded,
 * whitespace collapsed. One linear tokenizer pass (html_scan.ts), since it reads text from
 * outside: its time grows with the length of the input whatever the markup.
 */
import { type HtmlHandler, scanHtml } from "./html_scan.ts";

/** Elements whose content is never text; one left unclosed runs to the end of the input. */
export const HIDDEN_ELEMENTS: ReadonlySet<string> = new Set(
  "script style noscript template iframe object svg math head noembed noframes".split(" "),
);

// Tags that separate words; other tags (b, a, span …) join their text to the neighbours.
const BLOCK_TAGS = new Set(
  ("address article aside blockquote br dd div dl dt figcaption figure footer form h1 h2 h3 h4 " +
    "h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul img")
    .split(" "),
);

// Runs of whitespace and control characters (which have no place in text; matching them is the
// point), but not a lone " ": text is mostly words between single spaces, and replacing each of
// those by itself made collapsing several times slower.
// deno-lint-ignore no-control-regex
const SPACE_RE = /[\s\u0000-\u001f\u007f]{2,}|[^\S ]|[\u0000-\u001f\u007f]/g;

/** Collapses runs of whitespace and control characters into one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(SPACE_RE, " ").trim();
}

/** Where {@link VisibleText} sends what it lets through. */
export interface VisibleTextSink {
  /** Visible text, or " " for a tag that separates words. */
  text(text: string): void;
  /** A tag outside hidden elements (after its " ", for a block tag). */
  tag?(name: string, open: boolean, attributes?: ReadonlyMap<string, string>): void;
}

/**
 * A scan handler that keeps what a reader sees: it drops hidden elements with their content
 * (counting nested ones of the same name, so no stack is needed) and turns block tags into
 * spaces.
 */
export class VisibleText implements HtmlHandler {
  #hidden = "";
  #depth = 0;

  constructor(
    readonly sink: VisibleTextSink,
    readonly hiddenElements: ReadonlySet<string> = HIDDEN_ELEMENTS,
  ) {}

  text(text: string): void {
    if (!this.#hidden) this.sink.text(text);
  }

  openTag(name: string, attributes?: ReadonlyMap<string, string>): void {
    if (this.#hidden) {
      if (name === this.#hidden) this.#depth++;
    } else if (this.hiddenElements.has(name)) {
      this.#hidden = name;
      this.#depth = 1;
    } else {
      this.#tag(name, true, attributes);
    }
  }

  closeTag(name: string): void {
    if (this.#hidden) {
      if (name === this.#hidden && --this.#depth === 0) this.#hidden = "";
    } else {
      this.#tag(name, false);
    }
  }

  #tag(name: string, open: boolean, attributes?: ReadonlyMap<string, string>): void {
    if (BLOCK_TAGS.has(name)) this.sink.text(" ");
    this.sink.tag?.(name, open, attributes);
  }
}

/**
 * Converts HTML (or text that may contain markup and character references) to plain text.
 * References are decoded as text, after the markup is recognised, so "&lt;b&gt;" comes out as
 * the text "<b>", never as markup; the result is text to be escaped by whatever renders it.
 */
export function htmlToText(html: string): string {
  if (!html) return "";
  if (!html.includes("<") && !html.includes("&")) return collapseWhitespace(html);
  const parts: string[] = [];
  scanHtml(html, new VisibleText({ text: (text) => void parts.push(text) }));
  return collapseWhitespace(parts.join(""));
}

/** Cuts text to at most `max` characters at a word boundary, adding "…" when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
