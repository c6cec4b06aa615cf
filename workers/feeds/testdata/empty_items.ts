/**
 * Documents of empty items (issue 23), for the stall benchmark and the sync tests: a
 * federal-register answer of `{}` results, a JSON Feed whose items have an empty url, an RSS feed
 * whose items hold one empty element. Each item has no title, no link and no text: the parser
 * drops them (ADR 0102). Built as one string, in time linear in `items`.
 */

import type { SourceFormat } from "../../../domain/sources.ts";

/** The formats of {@link emptyItemsDocument}. */
export const EMPTY_ITEM_FORMATS = ["federal-register", "json-feed", "rss"] as const;
export type EmptyItemFormat = typeof EMPTY_ITEM_FORMATS[number];

/** What each document is served as, and the source format that reads it. */
export const EMPTY_ITEM_SERVING: Readonly<
  Record<EmptyItemFormat, { contentType: string; sourceFormat: SourceFormat }>
> = {
  "federal-register": { contentType: "application/json", sourceFormat: "federal-register" },
  "json-feed": { contentType: "application/feed+json", sourceFormat: "auto" },
  "rss": { contentType: "application/rss+xml", sourceFormat: "auto" },
};

/** `unit` `count` times, joined by `separator`. */
function repeated(unit: string, count: number, separator = ""): string {
  return count > 0 ? unit + (separator + unit).repeat(count - 1) : "";
}

/** A document of `items` empty items in `format`. */
export function emptyItemsDocument(format: EmptyItemFormat, items: number): string {
  switch (format) {
    case "federal-register":
      return `{"results":[${repeated("{}", items, ",")}]}`;
    case "json-feed":
      return `{"version":"https://jsonfeed.org/version/1.1","title":"Empty items","items":[` +
        `${repeated('{"url":""}', items, ",")}]}`;
    case "rss":
      return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>` +
        `<title>Empty items</title>${repeated("<item><a/></item>", items)}</channel></rss>\n`;
  }
}
