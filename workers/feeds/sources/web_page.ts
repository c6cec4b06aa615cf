/**
 * The "web-page" format: an HTML page without a feed, whose items are the links a CSS selector
 * picks. The link text is the item's title; a page gives no dates, so an item's date is the
 * first time its link is seen (the fetch time: a link seen before is already stored under its
 * dedupe key, and the sync skips it).
 */
import type { AnyNode, Element } from "domhandler";
import {
  type FeedItem,
  FeedParseError,
  MAX_ITEMS_PER_DOCUMENT,
  type ParsedFeed,
} from "../parse/feed_types.ts";
import { decodeHtml } from "../parse/html_decode.ts";
import { collapseWhitespace, HIDDEN_ELEMENTS, truncateText } from "../parse/html_text.ts";
import { buildHtmlTree } from "../parse/html_tree.ts";
import { pageTitle } from "../parse/page_text.ts";
import { linkAsWritten, resolveBase } from "../parse/url.ts";
import type { ParseSourceOptions, SourceAdapter } from "./adapter_types.ts";
import { selectElements } from "./html_select.ts";

/** Characters of a link's text read for its title (more is never a title). */
const LINK_TEXT_READ = 2_000;
/**
 * Nodes looked at inside one matched element, for its link and its text: each match costs at
 * most this, however the page nests (a title or a link is never thousands of nodes deep).
 */
const NODES_PER_MATCH = 500;
/** The longest title kept from a link's text. */
const MAX_LINK_TITLE = 500;

const isLink = (node: AnyNode): node is Element =>
  node.type === "tag" && (node.name === "a" || node.name === "area") &&
  Object.hasOwn(node.attribs, "href");

/** The nodes of an element's subtree in document order, at most NODES_PER_MATCH of them. */
function* subtree(element: Element, skip: (node: Element) => boolean): Generator<AnyNode> {
  const stack: AnyNode[] = [element];
  for (let seen = 0, node = stack.pop(); node && seen < NODES_PER_MATCH; node = stack.pop()) {
    seen++;
    yield node;
    if (node.type !== "tag" || skip(node)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
}

/** The element itself when it is a link, else the first link inside it. */
function linkIn(element: Element): Element | undefined {
  for (const node of subtree(element, () => false)) if (isLink(node)) return node;
  return undefined;
}

/** The visible text of an element (an image by its alt text), cut at MAX_LINK_TITLE. */
function textOf(element: Element): string {
  const parts: string[] = [];
  let read = 0;
  for (const node of subtree(element, (e) => HIDDEN_ELEMENTS.has(e.name))) {
    if (node.type === "text") {
      parts.push(node.data);
      read += node.data.length;
      if (read >= LINK_TEXT_READ) break;
    } else if (node.type === "tag" && node.name === "img") {
      parts.push(` ${node.attribs.alt ?? ""} `);
    }
  }
  return truncateText(collapseWhitespace(parts.join("")), MAX_LINK_TITLE);
}

/** The page's <base href>, resolved against its URL. */
function baseOf(root: AnyNode[], pageUrl: string): string {
  const [base] = selectElements(root, "base[href]");
  return resolveBase(base?.attribs.href, pageUrl);
}

/**
 * Reads the items of a page: each element the selector matches that is, or holds, a link
 * (a or area with href) is one item; several matches of one link make one item. As in every
 * format (parse/document_items.ts), a match without an http(s) link or text is dropped, and
 * the matches after the MAX_ITEMS_PER_DOCUMENT-th item are only counted. Throws
 * FeedParseError without a selector, for one that does not compile, or for a selection over its
 * budget.
 */
export function parseWebPage(bytes: Uint8Array, options: ParseSourceOptions): ParsedFeed {
  const selector = options.selector?.trim();
  if (!selector) throw new FeedParseError("feeds/web-page: the source has no selector");
  const html = decodeHtml(bytes, options.contentType);
  const root = buildHtmlTree(html).document.children;
  const base = baseOf(root, options.feedUrl);
  const items: FeedItem[] = [];
  const byLink = new Map<string, FeedItem>();
  const matches = selectElements(root, selector);
  let emptyItems = 0;
  let index = 0;
  for (; index < matches.length && items.length < MAX_ITEMS_PER_DOCUMENT; index++) {
    const anchor = linkIn(matches[index]!);
    if (!anchor) continue;
    const link = linkAsWritten(anchor.attribs.href, base);
    const title = textOf(anchor) || collapseWhitespace(anchor.attribs.title ?? "");
    const seen = link === null ? undefined : byLink.get(link);
    if (seen) {
      seen.title ||= title;
      continue;
    }
    if (link === null && title === "") {
      emptyItems++;
      continue;
    }
    const item: FeedItem = {
      title,
      link,
      guid: null,
      publishedAt: new Date(options.fetchedAt.getTime()),
      dateFallback: "missing",
      author: "",
      summary: "",
      content: "",
    };
    items.push(item);
    if (link !== null) byLink.set(link, item);
  }
  for (const item of items) item.title ||= item.link ?? "";
  return { title: pageTitle(html), items, emptyItems, itemsOverCap: matches.length - index };
}

/** The adapter of adapters.ts. */
export const webPage: SourceAdapter = {
  accept: "text/html, application/xhtml+xml;q=0.9, */*;q=0.5",
  parse: parseWebPage,
};
