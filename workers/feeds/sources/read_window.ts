/**
 * Where a read of a time-filtered change API starts, and where the next one will (Congress.gov,
 * Regulations.gov, Open States): the cursor is the latest modification time a read has seen, as
 * an ISO 8601 UTC instant to the second; a source never read looks back
 * {@link FIRST_READ_LOOK_BACK_MS} (ADR 0164).
 */
import { parseFeedDate } from "../parse/dates.ts";
import type { ReadStart } from "./paged.ts";

/** How far back a source's first read looks: a week of changes, not the service's archive. */
export const FIRST_READ_LOOK_BACK_MS = 7 * 86_400_000;

/** The instant a read asks for changes since: the cursor, else `now` less the look-back. */
export function readSince(start: ReadStart): Date {
  const cursor = start.cursor === null ? null : parseFeedDate(start.cursor);
  return cursor ?? new Date(start.now.getTime() - FIRST_READ_LOOK_BACK_MS);
}

/** "YYYY-MM-DDTHH:MM:SS" in UTC (no fraction, no zone). */
export function utcSeconds(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/**
 * The cursor after a page: the latest of its records' modification times (dates the service
 * wrote; unreadable ones are skipped), as "YYYY-MM-DDTHH:MM:SSZ"; null for a page without any,
 * which keeps the previous cursor.
 */
export function latestCursor(times: Iterable<string | undefined>): string | null {
  let latest: number | null = null;
  for (const time of times) {
    const at = time ? parseFeedDate(time)?.getTime() : undefined;
    if (at !== undefined && (latest === null || at > latest)) latest = at;
  }
  return latest === null ? null : `${utcSeconds(new Date(latest))}Z`;
}
