/**
 * HTML text extraction on hostile input: htmlToText, extractMainText and pageTitle on
 * adversarial markup (unclosed tags, runs of "<script" and "&lt;script", deep nesting, long
 * attribute lists, entity runs, unclosed comments …) against benign text of the same size.
 * The target: no input takes more than 3 times as long as benign text of its size.
 * `deno run -A scripts/bench/hostile_html_bench.ts [--sizes 400k,5m] [--runs N]`
 */
import { htmlToText } from "../../workers/feeds/parse/html_text.ts";
import { extractMainText, pageTitle } from "../../workers/feeds/parse/page_text.ts";
import { median } from "./stats.ts";

/** One measured input at one size. */
export interface HostileHtmlRow {
  input: string;
  size: number;
  /** Median milliseconds of each function. */
  ms: Record<Step, number>;
  /** Of each function: ms divided by the benign input's ms at this size. */
  ratio: Record<Step, number>;
}

type Step = "htmlToText" | "extractMainText" | "pageTitle";

const STEPS: Record<Step, (html: string) => unknown> = {
  htmlToText,
  extractMainText,
  pageTitle,
};

/** The target ratio to benign text. */
export const TARGET_RATIO = 3;

const BENIGN_UNIT = "<p>The <b>Finance</b> Act 2024 amends the tax code &amp; the customs " +
  "rules; see <a href='/acts/2024/12'>section 12</a>.</p>\n<ul><li>Part 1</li><li>Part 2" +
  "</li></ul>";

/** Units repeated to the size: each name says what a hostile feed or page could send. */
export const HOSTILE_UNITS: Record<string, string> = {
  "unclosed tags <a": "<a",
  "<script runs": "<script",
  "<script x runs": "<script x",
  "&lt;script runs": "&lt;script",
  "<script> runs": "<script>",
  "deep nesting <div>": "<div>",
  "nesting <b><i><span>": "<b><i><span>",
  "unmatched end tags": "</x></p>",
  "<main> runs": "<main>x",
  "<article> runs": "<article>x",
  "<nav> runs": "<nav>",
  "<title> runs": "<title>",
  "<h1> runs": "<h1>x",
  "entity runs &amp;": "&amp;",
  "partial entities &notin": "&notin",
  "numeric refs &#x41;": "&#x41;",
  "unclosed comments": "<!--",
  "unclosed CDATA": "<![CDATA[",
};

function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** The inputs of one size: benign first, then the hostile ones. */
export function inputsOfSize(size: number): [string, string][] {
  const attributeRun = `<meta${repeatTo(' a="1"', size - 6)}>`;
  return [
    ["benign text", repeatTo(BENIGN_UNIT, size)],
    ...Object.entries(HOSTILE_UNITS).map(([name, unit]): [string, string] => [
      name,
      repeatTo(unit, size),
    ]),
    ["long attribute list", attributeRun],
  ];
}

function time(fn: (html: string) => unknown, html: string): number {
  const started = performance.now();
  fn(html);
  return performance.now() - started;
}

function parseSize(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!m) throw new Error(`bench: bad size ${text}`);
  const unit = m[2]?.toLowerCase() === "m" ? 1024 * 1024 : m[2]?.toLowerCase() === "k" ? 1024 : 1;
  return Math.round(Number(m[1]) * unit);
}

function label(size: number): string {
  return size >= 1024 * 1024 ? `${size / 1024 / 1024} MiB` : `${Math.round(size / 1024)} KB`;
}

/** Runs the benchmark and prints one table per size. */
export function main(options: { sizes?: number[]; runs?: number } = {}): HostileHtmlRow[] {
  const sizes = options.sizes ?? [400 * 1024, 5 * 1024 * 1024];
  const rows: HostileHtmlRow[] = [];
  for (const fn of Object.values(STEPS)) fn(repeatTo(BENIGN_UNIT, 100_000)); // warm up
  for (const size of sizes) {
    const runs = options.runs ?? (size > 1024 * 1024 ? 3 : 7);
    const inputs = inputsOfSize(size);
    // Runs interleaved, so that every input sees the same machine load.
    const times = inputs.map((): Record<Step, number[]> => ({
      htmlToText: [],
      extractMainText: [],
      pageTitle: [],
    }));
    for (let run = 0; run < runs; run++) {
      inputs.forEach(([, html], i) => {
        for (const [step, fn] of Object.entries(STEPS) as [Step, (h: string) => unknown][]) {
          times[i]![step].push(time(fn, html));
        }
      });
    }
    const ms = times.map((t): Record<Step, number> => ({
      htmlToText: median(t.htmlToText),
      extractMainText: median(t.extractMainText),
      pageTitle: median(t.pageTitle),
    }));
    const benign = ms[0]!;
    console.log(
      `\nhostile html: ${label(size)}, median of ${runs} runs (target ≤ ${TARGET_RATIO}×)`,
    );
    console.log(
      `${"input".padEnd(26)}${
        Object.keys(STEPS).map((s) => `${s} ms`.padStart(20) + "×".padStart(10)).join("")
      }`,
    );
    inputs.forEach(([input], i) => {
      const ratio = {} as Record<Step, number>;
      for (const step of Object.keys(STEPS) as Step[]) ratio[step] = ms[i]![step] / benign[step];
      rows.push({ input, size, ms: ms[i]!, ratio });
      console.log(
        input.padEnd(26) +
          (Object.keys(STEPS) as Step[]).map((s) =>
            ms[i]![s].toFixed(1).padStart(20) +
            `${ratio[s].toFixed(2)}${ratio[s] > TARGET_RATIO ? "!" : " "}`.padStart(10)
          ).join(""),
      );
    });
  }
  const worst = Math.max(...rows.map((r) => Math.max(...Object.values(r.ratio))));
  console.log(`\nworst ratio to benign text: ${worst.toFixed(2)} (target ≤ ${TARGET_RATIO})`);
  return rows;
}

if (import.meta.main) {
  const arg = (name: string) => {
    const at = Deno.args.indexOf(`--${name}`);
    return at >= 0 ? Deno.args[at + 1] : undefined;
  };
  const sizes = arg("sizes")?.split(",").map(parseSize);
  const runs = arg("runs");
  main({ sizes, runs: runs ? Number(runs) : undefined });
}
