/**
 * WebSub discovery (W3C WebSub §4): the hub and the topic (self URL) of a fetched feed. The HTTP
 * `Link` headers come first, as the Recommendation asks; the document's `<atom:link>` elements
 * (Atom, or RSS with the Atom namespace) otherwise. A feed needs both a hub and a self URL: the
 * hub knows the feed only by its self URL (ADR 0121).
 */
import type { FeedPushLinks } from "../parse/feed_types.ts";
import { resolveHttpUrl } from "../parse/url.ts";
import { parseLinkHeader } from "./link_header.ts";

/** Where a feed can be subscribed to. */
export interface PushTarget {
  /** The hub's URL (the first the feed names). */
  hub: string;
  /** The feed's self URL: the topic. */
  topic: string;
}

/** What the sync fetched, as discovery reads it. */
export interface FetchedFeed {
  /** The final URL (after redirects): the base of relative links. */
  url: string;
  headers: Headers;
  /** The parsed document's discovery links, if it named a hub. */
  push?: FeedPushLinks;
}

function fromHeaders(fetched: FetchedFeed): PushTarget | null {
  let hub: string | null = null;
  let topic: string | null = null;
  for (const link of parseLinkHeader(fetched.headers.get("link"))) {
    const url = resolveHttpUrl(link.target, fetched.url);
    if (!url) continue;
    if (hub === null && link.rels.includes("hub")) hub = url;
    if (topic === null && link.rels.includes("self")) topic = url;
  }
  return hub && topic ? { hub, topic } : null;
}

/** The hub and topic of a fetched feed, or null when it names no hub (or no self URL). */
export function discoverPush(fetched: FetchedFeed): PushTarget | null {
  const headers = fromHeaders(fetched);
  if (headers) return headers;
  const hub = fetched.push?.hubs[0];
  const topic = fetched.push?.self;
  return hub && topic ? { hub, topic } : null;
}
