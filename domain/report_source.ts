/**
 * The name an "Also reported by" entry is shown by (issue 27), on every screen, in the report and
 * in alert messages: its source's name, else the host of its link without `www.` (a manual update
 * without a source name), else its title. ADR 0145.
 */

/** What the name is made from. */
export interface NamedReport {
  title: string;
  source: string | null;
  sourceUrl: string;
}

/** The report's display name; linear in the link's length. */
export function reportSourceName(report: NamedReport): string {
  const source = report.source?.trim();
  if (source) return source;
  try {
    const host = new URL(report.sourceUrl).hostname.replace(/^www\./, "");
    if (host) return host;
  } catch {
    // Not a URL: fall back to the title.
  }
  return report.title;
}
