/**
 * A 12-point sparkline of a source's items per week (issue 14): a small inline SVG, because no
 * charting library is among the web's dependencies and a polyline of 12 points needs none. The
 * numbers are in its accessible name, so a screen reader hears what the eye sees.
 */
import { HEALTH } from "../strings.ts";

const WIDTH = 72;
const HEIGHT = 18;
const PAD = 2;

/** The polyline points of `counts`, scaled to the box (a flat line at the bottom when all 0). */
export function sparklinePoints(counts: readonly number[]): string {
  const max = Math.max(1, ...counts);
  const step = counts.length > 1 ? (WIDTH - 2 * PAD) / (counts.length - 1) : 0;
  return counts.map((n, i) => {
    const x = PAD + i * step;
    const y = HEIGHT - PAD - (n / max) * (HEIGHT - 2 * PAD);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  }).join(" ");
}

/** The sparkline of weekly counts, oldest first. */
export function Sparkline({ counts }: { counts: readonly number[] }) {
  return (
    <svg
      role="img"
      aria-label={HEALTH.sparkline(counts)}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="shrink-0 text-blue-600"
      data-testid="sparkline"
    >
      <polyline
        points={sparklinePoints(counts)}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
