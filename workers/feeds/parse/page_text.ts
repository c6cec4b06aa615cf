/**
 * The readable text of a web page, for manual legal updates: the page's main content without
 * scripts, styles, navigation, headers, footers, sidebars and forms. One linear tokenizer pass
 * (html_scan.ts) collects the text of each candidate container at once.
 */
import { scanHtml } from "./html_scan.ts";
import {
  collapseWhitespace,
  HIDDEN_ELEMENTS,
  truncateText,
  VisibleText,
  type VisibleTextSink,
} from "./html_text.ts";

/** The longest text extractMainText returns. */
export const MAX_PAGE_TEXT = 20_000;

// Page furniture around the content: dropped with its content, like the never-visible elements.
const PAGE_HIDDEN: ReadonlySet<string> = new Set([
  ...HIDDEN_ELEMENTS,
  ..."nav header footer aside form button select dialog menu".split(" "),
]);

// The text of one kind of container (main, article, body) while the scan is inside one.
class Container {
  depth = 0;
  parts: string[] = [];

  /** Follows a tag of the container's kind; answers true when the outermost one closes. */
  tag(open: boolean): boolean {
    if (open) this.depth++;
    else if (this.depth > 0) return --this.depth === 0;
    return false;
  }

  /** The collected text, which is then forgotten. */
  take(): string {
    const text = collapseWhitespace(this.parts.join(""));
    this.parts = [];
    return text;
  }
}

// Keeps the text of the first <main>, of the longest <article>, of <body> and of the document.
// Each piece of text goes to the first of these that holds it: the next one is used only when
// that one has no text, and then the piece was only whitespace. So the text is kept once.
class PageSections implements VisibleTextSink {
  readonly main = new Container();
  readonly article = new Container();
  readonly body = new Container();
  readonly document: string[] = [];
  firstMain = "";
  longestArticle = "";
  hasBody = false;

  text(text: string): void {
    if (this.firstMain) return; // the answer is known
    if (this.main.depth > 0) this.main.parts.push(text);
    else if (this.article.depth > 0) this.article.parts.push(text);
    else if (this.body.depth > 0) this.body.parts.push(text);
    else if (!this.hasBody) this.document.push(text);
  }

  tag(name: string, open: boolean): void {
    if (name === "main" && !this.firstMain) {
      if (this.main.tag(open)) this.firstMain = this.main.take();
    } else if (name === "article" && this.article.tag(open)) {
      const text = this.article.take();
      if (text.length > this.longestArticle.length) this.longestArticle = text;
    } else if (name === "body") {
      this.hasBody ||= open;
      this.body.tag(open);
    }
  }

  /** The best text, once the scan is over; elements still open end with the input. */
  best(): string {
    const main = this.firstMain || this.main.take();
    const article = this.article.take();
    return main || (article.length > this.longestArticle.length ? article : this.longestArticle) ||
      (this.hasBody ? this.body.take() : collapseWhitespace(this.document.join("")));
  }
}

/**
 * The main readable text of an HTML page: the first <main> element with text, else the longest
 * <article>, else <body>, else the whole document; without script, style, noscript, nav,
 * header, footer, aside and form; plain text with whitespace collapsed, at most about 20,000
 * characters.
 */
export function extractMainText(html: string, maxChars: number = MAX_PAGE_TEXT): string {
  const sections = new PageSections();
  scanHtml(html, new VisibleText(sections, PAGE_HIDDEN));
  return truncateText(sections.best(), maxChars);
}

// The title is in <head>, which the text conversion otherwise hides.
const TITLE_HIDDEN = new Set([...HIDDEN_ELEMENTS].filter((name) => name !== "head"));
const META = new Set(["meta"]);
// A title is cut at 300 characters: what is read of a candidate beyond this is never used.
const TITLE_SOURCE_MAX = 10_000;

// Collects the first <title>, the og:title meta and the first <h1>.
class TitleCandidates implements VisibleTextSink {
  title: string[] | undefined;
  h1: string[] | undefined;
  ogTitle: string | undefined;
  #inside: "title" | "h1" | undefined;
  #read = 0;

  text(text: string): void {
    if (!this.#inside || this.#read >= TITLE_SOURCE_MAX) return;
    this[this.#inside]?.push(text);
    this.#read += text.length;
  }

  tag(name: string, open: boolean, attributes?: ReadonlyMap<string, string>): void {
    if (name === "meta") {
      if (this.ogTitle === undefined && attributes?.get("property")?.toLowerCase() === "og:title") {
        this.ogTitle = attributes.get("content") ?? "";
      }
    } else if (name === "title" || name === "h1") {
      if (open && !this.#inside && this[name] === undefined) {
        this[name] = [];
        this.#inside = name;
        this.#read = 0;
      } else if (!open && this.#inside === name) {
        this.#inside = undefined;
      }
    }
  }
}

/** The title of an HTML page: <title>, else og:title, else the first <h1>; "" when none. */
export function pageTitle(html: string): string {
  const found = new TitleCandidates();
  scanHtml(html, new VisibleText(found, TITLE_HIDDEN), { attributesOf: META });
  for (const candidate of [found.title?.join(""), found.ogTitle, found.h1?.join("")]) {
    const text = candidate ? collapseWhitespace(candidate) : "";
    if (text) return truncateText(text, 300);
  }
  return "";
}
