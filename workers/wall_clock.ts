/**
 * Wall-clock time in an IANA time zone through Intl (the runtime's zone database), so daylight
 * saving time is the database's, never a fixed offset: the alert digests' 07:00 and the
 * Regulations.gov filter's Eastern time read it. One formatter per zone, made once.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The cached formatter of `timeZone`; throws a RangeError for a zone the runtime does not know. */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a time zone. */
export interface LocalTime {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock fields of `instant` in `timeZone` (an IANA name). */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const fields: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour!,
    minute: fields.minute!,
    second: fields.second!,
  };
}
