/**
 * The time zone choices of the profile (issue 13): 'UTC' first (the default, and absent from
 * some browsers' own list), then every IANA zone the browser knows, alphabetical; the user's
 * saved zone is kept even when this browser does not list it. No React here.
 */

/** The zone of a user who has not chosen one (the server's default too). */
export const DEFAULT_TIME_ZONE = "UTC";

/** The browser's IANA zones, or none where Intl.supportedValuesOf is missing. */
export function browserTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}

/** The options of the select: UTC, the known zones, and `current` wherever it is missing. */
export function timeZoneOptions(known: readonly string[], current: string): string[] {
  const zones = new Set(known);
  zones.delete(DEFAULT_TIME_ZONE);
  if (current) zones.add(current);
  zones.delete(DEFAULT_TIME_ZONE);
  return [DEFAULT_TIME_ZONE, ...[...zones].sort()];
}

/** How a zone reads in the list: 'America/New York' for America/New_York. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}

/** The browser's own zone (what it would pick), or null when unknown. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
