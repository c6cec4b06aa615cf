/**
 * WebSub discovery in a feed document (W3C WebSub §4): the `<atom:link rel="hub">` and
 * `<atom:link rel="self">` of an Atom feed or of an RSS channel. One pass over the links.
 */
import type { FeedPushLinks } from "./feed_types.ts";
import { resolveHttpUrl } from "./url.ts";
import { asArray, attr } from "./xml_node.ts";

/** Whether a space-separated rel list holds `wanted` (rel values are case-insensitive). */
function hasRel(rel: string, wanted: string): boolean {
  return rel.toLowerCase().split(/\s+/).includes(wanted);
}

/**
 * The hubs and the self URL of a feed's (or channel's) link elements, resolved against `base`;
 * undefined when it names no hub, so that a feed without one carries nothing more.
 */
export function pushLinksOf(links: unknown, base: string): FeedPushLinks | undefined {
  const hubs: string[] = [];
  let self: string | null = null;
  for (const link of asArray(links)) {
    const rel = attr(link, "rel");
    const href = resolveHttpUrl(attr(link, "href"), base);
    if (!rel || !href) continue;
    if (hasRel(rel, "hub")) hubs.push(href);
    if (self === null && hasRel(rel, "self")) self = href;
  }
  return hubs.length > 0 ? { hubs, self } : undefined;
}
