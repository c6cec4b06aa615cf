/**
 * US Eastern time as Regulations.gov's filters take it ("yyyy-MM-dd HH:mm:ss", the clock of
 * Washington, D.C.): the America/New_York zone's wall clock (../../wall_clock.ts).
 */
import { localTime } from "../../wall_clock.ts";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The Eastern wall-clock time of an instant, "yyyy-MM-dd HH:mm:ss". */
export function easternTime(date: Date): string {
  const t = localTime(date, "America/New_York");
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${
    pad(t.second)
  }`;
}
