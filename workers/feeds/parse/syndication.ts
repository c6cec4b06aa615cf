/**
 * How often a feed says it should be read: RSS 2.0 <ttl> (minutes) and the RSS syndication module
 * (sy:updatePeriod hourly|daily|weekly|monthly|yearly, sy:updateFrequency times per period,
 * http://purl.org/rss/1.0/modules/syndication/), on an RSS channel, an RSS 1.0 channel or an
 * Atom feed. The schedule takes it as the publisher's word (../schedule/publisher_hints.ts).
 */
import type { FeedNames } from "./feed_types.ts";
import { textOf, type XmlNode } from "./xml_node.ts";

const PERIOD_SECONDS: Record<string, number> = {
  hourly: 3_600,
  daily: 86_400,
  weekly: 604_800,
  monthly: 2_592_000,
  yearly: 31_536_000,
};

/** A whole number of at most 9 digits, or null (the values are short by nature). */
function wholeNumber(value: unknown): number | null {
  const text = textOf(value).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * The feed's refresh interval in seconds: the longer of <ttl> and updatePeriod/updateFrequency
 * (frequency 1 when absent), or null when it states neither (or nonsense).
 */
export function feedRefreshSeconds(channel: XmlNode | undefined, names: FeedNames): number | null {
  if (!channel) return null;
  const ttl = wholeNumber(channel.ttl);
  const period = PERIOD_SECONDS[textOf(channel[names.syUpdatePeriod]).trim().toLowerCase()];
  const frequency = wholeNumber(channel[names.syUpdateFrequency]) ?? 1;
  const waits = [
    ttl !== null && ttl > 0 ? ttl * 60 : null,
    period !== undefined && frequency > 0 ? Math.round(period / frequency) : null,
  ].filter((w): w is number => w !== null);
  return waits.length === 0 ? null : Math.max(...waits);
}

/** The feed's refresh interval as a ParsedFeed field: absent when the feed states none. */
export function feedRefresh(
  channel: XmlNode | undefined,
  names: FeedNames,
): { refreshSeconds?: number } {
  const seconds = feedRefreshSeconds(channel, names);
  return seconds === null ? {} : { refreshSeconds: seconds };
}
