/**
 * A document tree of an HTML page (domhandler nodes, which css-select queries), built in linear
 * time and bounded memory whatever the markup. htmlparser2's Parser is not used: its stack of
 * open elements is an array shifted and searched per tag, which took seconds on 400 KB of deep
 * nesting followed by unmatched end tags (ADR 0045). Here the stack is pushed and
 * popped at its end and a count per tag name says at once whether an end tag closes anything;
 * every element is pushed and popped at most once.
 *
 * The tree follows HTML's rules where they matter for finding links: void elements, the end
 * tags a start tag implies (a <li> closes the open <li>, a <div> closes an open <p> …), end tags
 * closing what is open inside them. Past MAX_DEPTH open elements, further ones are added empty
 * (their content goes to the deepest one); past MAX_ELEMENTS, the rest of the page is left out.
 */
import { DomHandler, Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import type { Document } from "domhandler";
import { codePointText } from "./html_entities.ts";

/** Open elements kept nested; deeper ones are added without content. */
export const MAX_DEPTH = 256;
/** Elements read from a page; the rest of a bigger page is left out. */
export const MAX_ELEMENTS = 100_000;

const VOID_ELEMENTS = new Set(
  ("area base basefont br col command embed frame hr img input isindex keygen link meta param " +
    "source track wbr").split(" "),
);

// Which open element a start tag closes when it is the innermost one (htmlparser2's table).
const P = new Set(["p"]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p"]);
const FORM = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);
const DD_DT = new Set(["dt", "dd"]);
const TABLE_SECTIONS = new Set(["thead", "tbody"]);
const IMPLIED_CLOSES = new Map<string, ReadonlySet<string>>([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th"])],
  ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])],
  ["a", new Set(["a"])],
  ["li", new Set(["li"])],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["dd", DD_DT],
  ["dt", DD_DT],
  ["tbody", TABLE_SECTIONS],
  ["tfoot", TABLE_SECTIONS],
  ...["h1", "h2", "h3", "h4", "h5", "h6"].map((h) => [h, HEADINGS] as const),
  ...["select", "input", "output", "button", "datalist", "textarea"].map((f) => [f, FORM] as const),
  ...("p address article aside blockquote details div dl fieldset figcaption figure footer form " +
    "header hr main nav ol pre section table ul").split(" ").map((b) => [b, P] as const),
]);

/** The tree of a page, and whether it was cut at MAX_ELEMENTS. */
export interface HtmlTree {
  document: Document;
  truncated: boolean;
}

// Turns the Tokenizer's positions into tree operations on a DomHandler.
class TreeBuilder implements TokenizerCallbacks {
  readonly dom = new DomHandler();
  readonly #stack: string[] = [];
  readonly #open = new Map<string, number>();
  #elements = 0;
  #full = false;
  #tag = "";
  #attributes: Record<string, string> = {};
  #attributeName = "";
  #attributeValue = "";

  constructor(readonly html: string) {}

  get truncated(): boolean {
    return this.#full;
  }

  ontext(start: number, end: number): void {
    if (!this.#full) this.dom.ontext(this.html.slice(start, end));
  }
  ontextentity(codePoint: number): void {
    if (!this.#full) this.dom.ontext(codePointText(codePoint));
  }
  oncdata(start: number, end: number, endOffset: number): void {
    if (!this.#full) this.dom.ontext(this.html.slice(start, end - endOffset));
  }
  onopentagname(start: number, end: number): void {
    this.#tag = this.html.slice(start, end).toLowerCase();
    this.#attributes = {};
  }
  onattribname(start: number, end: number): void {
    this.#attributeName = this.html.slice(start, end).toLowerCase();
  }
  onattribdata(start: number, end: number): void {
    this.#attributeValue += this.html.slice(start, end);
  }
  onattribentity(codePoint: number): void {
    this.#attributeValue += codePointText(codePoint);
  }
  onattribend(): void {
    // The first of a repeated attribute wins, as in browsers.
    if (!Object.hasOwn(this.#attributes, this.#attributeName)) {
      this.#attributes[this.#attributeName] = this.#attributeValue;
    }
    this.#attributeValue = "";
  }
  onopentagend(): void {
    if (this.#full) return;
    if (++this.#elements > MAX_ELEMENTS) {
      this.#full = true;
      return;
    }
    const name = this.#tag;
    const closes = IMPLIED_CLOSES.get(name);
    while (closes && closes.has(this.#stack.at(-1) ?? "")) this.#pop();
    this.dom.onopentag(name, this.#attributes);
    if (VOID_ELEMENTS.has(name) || this.#stack.length >= MAX_DEPTH) this.dom.onclosetag();
    else {
      this.#stack.push(name);
      this.#open.set(name, (this.#open.get(name) ?? 0) + 1);
    }
  }
  onselfclosingtag(): void {
    // HTML ignores "/>" on elements other than void ones.
    this.onopentagend();
  }
  onclosetag(start: number, end: number): void {
    if (this.#full) return;
    const name = this.html.slice(start, end).toLowerCase();
    // An end tag with no open element of its name is ignored, in constant time.
    if ((this.#open.get(name) ?? 0) === 0) return;
    for (let popped = this.#pop(); popped !== undefined && popped !== name;) popped = this.#pop();
  }
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {
    while (this.#stack.length > 0) this.#pop();
    this.dom.onend();
  }

  #pop(): string | undefined {
    const name = this.#stack.pop();
    if (name === undefined) return undefined;
    this.#open.set(name, (this.#open.get(name) ?? 1) - 1);
    this.dom.onclosetag();
    return name;
  }
}

/** Builds the tree of an HTML page in one pass of htmlparser2's Tokenizer. */
export function buildHtmlTree(html: string): HtmlTree {
  const builder = new TreeBuilder(html);
  const tokenizer = new Tokenizer({}, builder);
  tokenizer.write(html);
  tokenizer.end();
  return { document: builder.dom.root, truncated: builder.truncated };
}
