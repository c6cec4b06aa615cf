/** How the report writes days and periods in text (UTC, US month names: "Jan 5, 2026"). */
import { OFFLINE_ANALYSER_NAME } from "../../workers/ai/offline.ts";

const DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Jan 5, 2026" (the UTC day). */
export function formatDay(date: Date): string {
  return DAY.format(date);
}

/** "All time", "Jan 1, 2026 – Mar 31, 2026", "From Jan 1, 2026" or "Up to Mar 31, 2026". */
export function formatPeriod(period: { from: Date | null; until: Date | null }): string {
  const { from, until } = period;
  if (from && until) return `${formatDay(from)} – ${formatDay(until)}`;
  if (from) return `From ${formatDay(from)}`;
  if (until) return `Up to ${formatDay(until)}`;
  return "All time";
}

/** Who analysed the updates: "Gemini (gemini-2.5-flash)" or "Offline rules"; counts when mixed. */
export function describeAnalysis(analysedBy: readonly string[], analyserName: string): string {
  const counts = new Map<string, number>();
  for (const name of analysedBy) counts.set(name, (counts.get(name) ?? 0) + 1);
  if (counts.size === 0) return describeAnalyser(analyserName);
  if (counts.size === 1) return describeAnalyser([...counts.keys()][0]!);
  return [...counts].sort((a, b) => b[1] - a[1])
    .map(([name, count]) => `${describeAnalyser(name)}: ${count} update${count === 1 ? "" : "s"}`)
    .join("; ");
}

function describeAnalyser(name: string): string {
  return name === OFFLINE_ANALYSER_NAME ? "Offline rules" : `Gemini (${name})`;
}
