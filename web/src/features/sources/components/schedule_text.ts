/** The schedule line of a source in Source Management (issue 26). */
import type { JurisdictionSourceView } from "@api/schemas/sources.ts";
import { SCHEDULE } from "../strings.ts";

/** An interval in words: "5 min", "8 h", "1 h 30 min", "2 days". */
export function intervalText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const rest = minutes % 60;
    return `${Math.floor(minutes / 60)} h${rest === 0 ? "" : ` ${rest} min`}`;
  }
  return `${Math.round(minutes / 1440)} days`;
}

/** "Read every 15 min (busy source)", "Push via WebSub" … for the source's current schedule. */
export function scheduleText(
  source: Pick<JurisdictionSourceView, "syncIntervalSeconds" | "syncIntervalReason">,
): string {
  return SCHEDULE[source.syncIntervalReason](intervalText(source.syncIntervalSeconds));
}
