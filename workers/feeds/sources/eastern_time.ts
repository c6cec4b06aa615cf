/**
 * US Eastern time as Regulations.gov's filters take it ("yyyy-MM-dd HH:mm:ss", the clock of
 * Washington, D.C.): Intl's America/New_York zone, so daylight saving time is the zone
 * database's, not a fixed offset.
 */

const EASTERN = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The Eastern wall-clock time of an instant, "yyyy-MM-dd HH:mm:ss". */
export function easternTime(date: Date): string {
  const part: Record<string, string> = {};
  for (const { type, value } of EASTERN.formatToParts(date)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
