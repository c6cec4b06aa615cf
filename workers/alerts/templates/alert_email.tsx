/**
 * The HTML part of every alert email (instant, digest, test), a React component rendered on
 * the server with react-dom/server: the heading, each update, and a footer naming the alert
 * with its unsubscribe link (none in a test message: ADR 0092).
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { AlertContent } from "../content.ts";
import { COLORS, FONT } from "./theme.ts";
import { UpdateItem } from "./update_item.tsx";

/** What the footer links to. */
export interface EmailLinks {
  /** The one-click unsubscribe page; null in a test message, which stores no secret. */
  unsubscribeUrl: string | null;
}

export function AlertEmail({ content, links }: { content: AlertContent; links: EmailLinks }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, background: COLORS.background, fontFamily: FONT }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td style={{ padding: "24px 12px" }} align="center">
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: "640px",
                    background: COLORS.card,
                    border: `1px solid ${COLORS.border}`,
                    borderRadius: "8px",
                    padding: "24px",
                  }}
                >
                  <tbody>
                    <tr>
                      <td>
                        <div style={{ color: COLORS.primary, fontWeight: 700, fontSize: "18px" }}>
                          LegalWatch
                        </div>
                        <h1
                          style={{ color: COLORS.foreground, fontSize: "20px", margin: "12px 0" }}
                        >
                          {content.heading}
                        </h1>
                      </td>
                    </tr>
                    {content.updates.map((update) => (
                      <UpdateItem
                        key={`${update.id}-${update.revision?.id ?? 0}`}
                        update={update}
                      />
                    ))}
                    <tr>
                      <td
                        style={{
                          paddingTop: "16px",
                          borderTop: `1px solid ${COLORS.border}`,
                          color: COLORS.muted,
                          fontSize: "12px",
                        }}
                      >
                        You receive this because of your {content.frequency}{" "}
                        alert “{content.alertName}” in LegalWatch.{" "}
                        <a href={content.manageUrl}>Manage your alerts</a>
                        {links.unsubscribeUrl && (
                          <>
                            {" · "}
                            <a href={links.unsubscribeUrl}>Unsubscribe from this alert</a>
                          </>
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The HTML document of a message. */
export function renderAlertEmail(content: AlertContent, links: EmailLinks): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<AlertEmail content={content} links={links} />)}`;
}
