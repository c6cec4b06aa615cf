/**
 * One update in an alert email: the title linked to its source, the facts, for a revision the
 * changed words (struck through when removed, underlined when added), the summary.
 */
import { safeHttpUrl } from "../../../domain/links.ts";
import { changedWords } from "../../revisions/word_diff.ts";
import { ALSO_REPORTED_BY, REPORTS_SHOWN, type UpdateView } from "../content.ts";
import { CHANGES_LINE_MAX } from "../revision_content.ts";
import { COLORS } from "./theme.ts";

/** The changed words of a revision, as many as fit in about CHANGES_LINE_MAX characters. */
function Changes({ update }: { update: UpdateView }) {
  if (!update.revision) return null;
  let room = CHANGES_LINE_MAX;
  const parts = changedWords(update.revision.diff).filter((part) => {
    room -= part.text.length + 2;
    return room > 0;
  });
  return (
    <p style={{ margin: "6px 0", color: COLORS.foreground, fontSize: "14px" }}>
      <strong>Revised:</strong> {parts.length === 0
        ? "the text changed"
        : parts.map((part, i) =>
          part.op === "delete"
            ? <del key={i} style={{ color: "#b91c1c", marginRight: "6px" }}>{part.text}</del>
            : <ins key={i} style={{ color: "#15803d", marginRight: "6px" }}>{part.text}</ins>
        )}
    </p>
  );
}

/** The change's other reports (issue 27): each source's name linking to its report. */
function AlsoReportedBy({ update }: { update: UpdateView }) {
  const reports = update.alsoReportedBy;
  if (reports.length === 0) return null;
  const rest = reports.length - REPORTS_SHOWN;
  return (
    <p style={{ margin: "6px 0", color: COLORS.foreground, fontSize: "13px" }}>
      <strong>{ALSO_REPORTED_BY}</strong> {reports.slice(0, REPORTS_SHOWN).map((report, i) => {
        const href = safeHttpUrl(report.sourceUrl);
        return (
          <span key={i}>
            {i > 0 ? ", " : null}
            {href
              ? <a href={href} style={{ color: COLORS.primary }}>{report.source}</a>
              : report.source}
          </span>
        );
      })}
      {rest > 0 ? ` …and ${rest} more` : null}
    </p>
  );
}

const badge = {
  display: "inline-block",
  padding: "2px 8px",
  marginRight: "6px",
  borderRadius: "9999px",
  fontSize: "12px",
  background: COLORS.accent,
  color: COLORS.accentForeground,
} as const;

const titleStyle = { color: COLORS.primary, fontSize: "16px", fontWeight: 600 } as const;

export function UpdateItem({ update }: { update: UpdateView }) {
  // A feed's link is shown as a link only when it is http(s) (ADR 0085), like every other channel.
  const sourceHref = safeHttpUrl(update.sourceUrl);
  return (
    <tr>
      <td style={{ padding: "16px 0", borderTop: `1px solid ${COLORS.border}` }}>
        {sourceHref
          ? (
            <a href={sourceHref} style={titleStyle}>
              {update.title}
            </a>
          )
          : <span style={titleStyle}>{update.title}</span>}
        <div style={{ margin: "6px 0" }}>
          {update.jurisdiction ? <span style={badge}>{update.jurisdiction}</span> : null}
          <span style={badge}>{update.category}</span>
          <span style={{ color: COLORS.muted, fontSize: "12px" }}>{update.publishDay}</span>
        </div>
        <Changes update={update} />
        <p style={{ margin: "6px 0", color: COLORS.foreground, fontSize: "14px" }}>
          {update.summary}
        </p>
        <AlsoReportedBy update={update} />
        <a href={update.url} style={{ color: COLORS.primary, fontSize: "13px" }}>
          Open in LegalWatch
        </a>
      </td>
    </tr>
  );
}
