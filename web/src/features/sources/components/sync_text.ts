/**
 * How a source's last sync reads: 'Last sync: {time} ago' or 'Never' (spec part 2 §2), with
 * date-fns's distance wording (formatDistanceToNow's, against a `now` tests can set).
 */
import { formatDistance } from "date-fns";
import { SOURCES } from "../strings.ts";

function valid(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Last sync: 5 minutes ago', or 'Last sync: Never'. */
export function lastSyncText(lastSync: string | null, now = new Date()): string {
  const date = valid(lastSync);
  if (!date) return SOURCES.lastSyncNever;
  // A clock slightly behind the server's would say "in a few seconds": read it as just now.
  return SOURCES.lastSync(formatDistance(date > now ? now : date, now));
}

/** The bare distance ('5 minutes ago') or 'Never', for the specialist list's column. */
export function syncAgo(lastSync: string | null, now = new Date()): string {
  const date = valid(lastSync);
  return date ? `${formatDistance(date > now ? now : date, now)} ago` : SOURCES.never;
}
