/**
 * The Quality tab's small charts (recharts, loaded with the tab). Each is an image to assistive
 * technology, labelled as such; the table under it holds the same figures as text.
 */
import type { ReactElement } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { QUALITY } from "@/features/admin/strings.ts";

/** Colours with at least 4.5:1 contrast on white, so the legend text is readable too. */
const KEPT_COLOUR = "#15803d";
const CHANGED_COLOUR = "#b91c1c";
const RATE_COLOUR = "#1d4ed8";
const ROW_PX = 30;

/** One bar of the agreement chart. */
export interface AgreementBar {
  label: string;
  kept: number;
  changed: number;
}

function Frame({ title, rows, children }: { title: string; rows: number; children: ReactElement }) {
  return (
    <div role="img" aria-label={QUALITY.chartOf(title)} style={{ height: rows * ROW_PX + 70 }}>
      <ResponsiveContainer width="100%" height="100%">{children}</ResponsiveContainer>
    </div>
  );
}

/** Kept and changed categories, stacked, one bar per category or analyser. */
export function AgreementChart({ title, bars }: { title: string; bars: AgreementBar[] }) {
  return (
    <Frame title={title} rows={bars.length}>
      <BarChart data={bars} layout="vertical" accessibilityLayer={false} margin={{ left: 8 }}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="label" width={190} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar dataKey="kept" name={QUALITY.kept} stackId="judged" fill={KEPT_COLOUR} />
        <Bar dataKey="changed" name={QUALITY.changed} stackId="judged" fill={CHANGED_COLOUR} />
      </BarChart>
    </Frame>
  );
}

/** One bar of the approve-rate chart: percent 0 to 100. */
export interface RateBar {
  label: string;
  percent: number;
}

/** The approve rate of each source, 0 to 100 %. */
export function ApproveRateChart({ title, bars }: { title: string; bars: RateBar[] }) {
  return (
    <Frame title={title} rows={bars.length}>
      <BarChart data={bars} layout="vertical" accessibilityLayer={false} margin={{ left: 8 }}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" domain={[0, 100]} unit="%" />
        <YAxis type="category" dataKey="label" width={190} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="percent" name={QUALITY.approveRate} unit="%" fill={RATE_COLOUR} />
      </BarChart>
    </Frame>
  );
}
