/** One update in an alert email: the title linked to its source, the facts, the summary. */
import type { UpdateView } from "../content.ts";
import { COLORS } from "./theme.ts";

const badge = {
  display: "inline-block",
  padding: "2px 8px",
  marginRight: "6px",
  borderRadius: "9999px",
  fontSize: "12px",
  background: COLORS.accent,
  color: COLORS.accentForeground,
} as const;

export function UpdateItem({ update }: { update: UpdateView }) {
  return (
    <tr>
      <td style={{ padding: "16px 0", borderTop: `1px solid ${COLORS.border}` }}>
        <a
          href={update.sourceUrl}
          style={{ color: COLORS.primary, fontSize: "16px", fontWeight: 600 }}
        >
          {update.title}
        </a>
        <div style={{ margin: "6px 0" }}>
          {update.jurisdiction ? <span style={badge}>{update.jurisdiction}</span> : null}
          <span style={badge}>{update.category}</span>
          <span style={{ color: COLORS.muted, fontSize: "12px" }}>{update.publishDay}</span>
        </div>
        <p style={{ margin: "6px 0", color: COLORS.foreground, fontSize: "14px" }}>
          {update.summary}
        </p>
        <a href={update.url} style={{ color: COLORS.primary, fontSize: "13px" }}>
          Open in LegalWatch
        </a>
      </td>
    </tr>
  );
}
