/**
 * When a delivery is due: at once for instant alerts, at the next 07:00 in the user's time zone
 * for daily digests, at the next Monday 07:00 for weekly ones. Local wall-clock times come from
 * Intl (the runtime's IANA database), so daylight saving time moves the UTC instant, never the
 * local hour.
 */
import {
  type AlertFrequency,
  DEFAULT_TIME_ZONE,
  DIGEST_HOUR,
  WEEKLY_DIGEST_ISO_DAY,
} from "../../domain/alerts.ts";
import { localTime, zoneFormatter } from "../wall_clock.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const t = localTime(new Date(instant), timeZone);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the zone's clocks show a wall time (given as if it were UTC), resolved as
 * Temporal's "compatible" rule does: a wall time shown twice (clocks going back) is the first
 * one; one skipped (clocks going forward) is read with the offset before the jump, so 07:00 in
 * a one-hour gap becomes 08:00 local and a digest is never lost.
 */
function instantOfWallTime(wall: number, timeZone: string): number {
  const before = offsetAt(wall - DAY / 2, timeZone);
  const after = offsetAt(wall + DAY / 2, timeZone);
  const valid = [wall - before, wall - after].filter((t) => t + offsetAt(t, timeZone) === wall);
  if (valid.length > 0) return Math.min(...valid);
  return wall - before;
}

/** The user's zone when the runtime knows it, else UTC (a stored name may have been retired). */
function usableZone(timeZone: string): string {
  try {
    zoneFormatter(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The first digest time strictly after `after`: 07:00 local the same or next day (daily), or on
 * the same or next Monday (weekly).
 */
export function nextDigestAt(
  after: Date,
  timeZone: string,
  frequency: Exclude<AlertFrequency, "instant">,
): Date {
  const zone = usableZone(timeZone);
  const local = localTime(after, zone);
  // Days from the local date of `after`, until a digest time later than `after` is found.
  for (let days = 0; days <= 8; days++) {
    const wallDay = Date.UTC(local.year, local.month - 1, local.day + days);
    const isoDay = ((new Date(wallDay).getUTCDay() + 6) % 7) + 1;
    if (frequency === "weekly" && isoDay !== WEEKLY_DIGEST_ISO_DAY) continue;
    const at = instantOfWallTime(wallDay + DIGEST_HOUR * 60 * MINUTE, zone);
    if (at > after.getTime()) return new Date(at);
  }
  throw new Error("alerts/schedule: no digest time within 8 days");
}

/** When a new delivery of an alert is due: the approval itself, or the next digest time. */
export function dueAtFor(
  approvedAt: Date,
  alert: { frequency: AlertFrequency; timeZone: string },
): Date {
  if (alert.frequency === "instant") return approvedAt;
  return nextDigestAt(approvedAt, alert.timeZone, alert.frequency);
}
