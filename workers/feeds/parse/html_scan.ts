/**
 * One linear pass over HTML: htmlparser2's Tokenizer (a state machine that looks at each
 * character once) reports text, start tags and end tags to a handler. No tree and no stack of
 * open elements are built, so hostile markup (unclosed tags, runs of "<script", deep nesting)
 * costs what benign text of its size costs. What the elements mean is the handler's business
 * (html_text.ts, page_text.ts).
 *
 * HTML's tokenization rules apply: script, style, iframe … content is raw text up to its end
 * tag; title and textarea content is text; a tag cut off by the end of the input is dropped;
 * comments, doctypes and processing instructions are skipped; a closed CDATA section is text.
 */
import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { codePointText } from "./html_entities.ts";

/** What a scan reports, in document order. Tag names are lower-case. */
export interface HtmlHandler {
  /** Text: character data, one decoded character reference, or a CDATA section's content. */
  text(text: string): void;
  /** A complete start tag, with its attributes when its name is in `attributesOf`. */
  openTag(name: string, attributes?: ReadonlyMap<string, string>): void;
  /** An end tag. */
  closeTag(name: string): void;
}

/** Options of {@link scanHtml}. */
export interface ScanOptions {
  /** The start tags whose attributes are read (the first of a repeated name wins). */
  attributesOf?: ReadonlySet<string>;
}

// The Tokenizer reports positions in the input; this adapter turns them into strings.
class Scan implements TokenizerCallbacks {
  #tag = "";
  #attributes: Map<string, string> | undefined;
  #attributeName = "";
  #attributeValue = "";

  constructor(
    readonly html: string,
    readonly handler: HtmlHandler,
    readonly attributesOf: ReadonlySet<string> | undefined,
  ) {}

  ontext(start: number, end: number): void {
    this.handler.text(this.html.slice(start, end));
  }
  ontextentity(codePoint: number): void {
    this.handler.text(codePointText(codePoint));
  }
  oncdata(start: number, end: number, endOffset: number): void {
    this.handler.text(this.html.slice(start, end - endOffset));
  }
  onopentagname(start: number, end: number): void {
    this.#tag = this.html.slice(start, end).toLowerCase();
    this.#attributes = this.attributesOf?.has(this.#tag) ? new Map() : undefined;
  }
  onattribname(start: number, end: number): void {
    if (this.#attributes) this.#attributeName = this.html.slice(start, end).toLowerCase();
  }
  onattribdata(start: number, end: number): void {
    if (this.#attributes) this.#attributeValue += this.html.slice(start, end);
  }
  onattribentity(codePoint: number): void {
    if (this.#attributes) this.#attributeValue += codePointText(codePoint);
  }
  onattribend(): void {
    if (this.#attributes && !this.#attributes.has(this.#attributeName)) {
      this.#attributes.set(this.#attributeName, this.#attributeValue);
    }
    this.#attributeValue = "";
  }
  onopentagend(): void {
    this.handler.openTag(this.#tag, this.#attributes);
  }
  onselfclosingtag(): void {
    // HTML ignores "/>" on elements other than void ones (which never have content anyway).
    this.onopentagend();
  }
  onclosetag(start: number, end: number): void {
    this.handler.closeTag(this.html.slice(start, end).toLowerCase());
  }
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {}
}

/** Reads `html` once from start to end, reporting its text and tags to `handler`. */
export function scanHtml(html: string, handler: HtmlHandler, options: ScanOptions = {}): void {
  const tokenizer = new Tokenizer({}, new Scan(html, handler, options.attributesOf));
  // One write of the whole string: the positions the callbacks get are positions in `html`.
  tokenizer.write(html);
  tokenizer.end();
}
