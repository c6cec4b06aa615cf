/**
 * Accessibility checks with axe-core in the browser tests: `expectAccessible(page, label)` runs
 * axe's WCAG 2.0 / 2.1 level A and AA rules on what the page shows and fails with every serious
 * or critical violation, each with the elements it was found on.
 *
 * Our Content-Security-Policy forbids inline scripts, so axe is not added as a <script> tag: its
 * source is evaluated through the DevTools protocol (page.evaluate), which the CSP does not
 * govern, once per loaded document.
 */
import axe from "axe-core";
import type { Page } from "playwright-core";

/** The rules that run: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/** The impacts that fail a test; moderate and minor findings are left to review. */
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/** One failing rule as the test reports it. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements, with axe's summary of what is wrong. */
  nodes: { target: string; summary: string }[];
}

/** Runs axe in the page (injecting it when the document does not have it yet). */
async function runAxe(page: Page, scope: string | undefined): Promise<Finding[]> {
  const loaded = await page.evaluate(() => "axe" in globalThis);
  if (!loaded) await page.evaluate(axe.source);
  // Let open/close animations end: contrast is measured on the colours as finally drawn.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {})))
  );
  return await page.evaluate(async ({ tags, scope }) => {
    // The global axe that the evaluated source defined; typed loosely, it lives in the page.
    const run = (globalThis as unknown as { axe: typeof axe }).axe.run;
    const context = scope ? document.querySelector(scope) ?? document : document;
    const result = await run(context, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? "unknown",
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.join(" "),
        summary: (n.failureSummary ?? "").replace(/\s+/g, " ").trim(),
      })),
    }));
  }, { tags: [...AXE_TAGS], scope });
}

/** The serious and critical findings, one readable paragraph each. */
export function describeFindings(findings: readonly Finding[]): string[] {
  return findings.filter((f) => FAILING_IMPACTS.has(f.impact)).map((f) =>
    `${f.rule} (${f.impact}): ${f.help}\n` +
    f.nodes.map((n) => `    ${n.target}: ${n.summary}`).join("\n")
  );
}

/**
 * Fails, naming `label` (the screen or dialog), when axe finds a serious or critical WCAG A/AA
 * violation on the page, or inside `scope` (a CSS selector, e.g. an open dialog) when given.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  options: { scope?: string } = {},
): Promise<void> {
  const problems = describeFindings(await runAxe(page, options.scope));
  if (problems.length > 0) {
    throw new Error(`axe: ${label} has ${problems.length} violation(s):\n${problems.join("\n")}`);
  }
}
