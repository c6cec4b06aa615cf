/**
 * Parsing throughput per source format (items/s), each against the bare parser of its syntax
 * on the same bytes: fast-xml-parser's XMLParser.parse for RSS 2.0, RSS 1.0 and Atom (the
 * target: parseFeed at most 2 times its time) and legislation.gov.uk's Atom, JSON.parse for JSON
 * Feed and the JSON APIs (the Federal Register, UK bills, the Cellar's SPARQL results), and
 * htmlparser2's Tokenizer alone for the web page (the selection and the tree come on top).
 * `deno run -A scripts/bench/feed_parse_bench.ts [--items N] [--runs N]` (default and most:
 * 5,000 items, a document's cap; 15 runs).
 */
import { XMLParser } from "fast-xml-parser";
import { Tokenizer } from "htmlparser2";
import type { SourceFormat } from "../../domain/sources.ts";
import { MAX_ITEMS_PER_DOCUMENT } from "../../workers/feeds/parse/feed_types.ts";
import { parseSource } from "../../workers/feeds/sources/adapters.ts";
import { generateRssFeed } from "../../workers/feeds/testdata/generate_feed.ts";
import {
  atomSample,
  billsSample,
  cellarSample,
  federalRegisterSample,
  govinfoSample,
  jsonFeedSample,
  legislationSample,
  rdfSample,
  webPageSample,
} from "./format_samples.ts";
import { median } from "./stats.ts";
import { congressSample, openStatesSample, regulationsSample } from "./us_api_samples.ts";

/** The figures of one format, times in milliseconds. */
export interface FormatResult {
  name: string;
  items: number;
  bytes: number;
  medianMs: number;
  itemsPerSecond: number;
  baseline: string;
  baselineMedianMs: number;
  ratio: number;
}

interface Case {
  name: string;
  format: SourceFormat;
  text: (items: number) => string;
  selector?: string;
  baseline: "fast-xml-parser" | "JSON.parse" | "htmlparser2 Tokenizer";
}

const CASES: Case[] = [
  {
    name: "RSS 2.0",
    format: "auto",
    text: (n) => generateRssFeed({ items: n }),
    baseline: "fast-xml-parser",
  },
  { name: "RSS 1.0 (RDF)", format: "auto", text: rdfSample, baseline: "fast-xml-parser" },
  { name: "Atom", format: "auto", text: atomSample, baseline: "fast-xml-parser" },
  { name: "JSON Feed", format: "auto", text: jsonFeedSample, baseline: "JSON.parse" },
  {
    name: "federal-register",
    format: "federal-register",
    text: federalRegisterSample,
    baseline: "JSON.parse",
  },
  {
    name: "uk-parliament-bills",
    format: "uk-parliament-bills",
    text: billsSample,
    baseline: "JSON.parse",
  },
  { name: "eur-lex-cellar", format: "eur-lex-cellar", text: cellarSample, baseline: "JSON.parse" },
  {
    name: "legislation-gov-uk",
    format: "legislation-gov-uk",
    text: legislationSample,
    baseline: "fast-xml-parser",
  },
  { name: "congress-gov", format: "congress-gov", text: congressSample, baseline: "JSON.parse" },
  {
    name: "regulations-gov",
    format: "regulations-gov",
    text: regulationsSample,
    baseline: "JSON.parse",
  },
  { name: "open-states", format: "open-states", text: openStatesSample, baseline: "JSON.parse" },
  { name: "govinfo", format: "govinfo", text: govinfoSample, baseline: "JSON.parse" },
  {
    name: "web-page",
    format: "web-page",
    text: webPageSample,
    selector: "ul.n a",
    baseline: "htmlparser2 Tokenizer",
  },
];

const xml = new XMLParser();
const NO_CALLBACKS = new Proxy({}, { get: () => () => {} });

function bare(baseline: Case["baseline"], bytes: Uint8Array): unknown {
  if (baseline === "fast-xml-parser") return xml.parse(bytes);
  const text = new TextDecoder().decode(bytes);
  if (baseline === "JSON.parse") return JSON.parse(text);
  const tokenizer = new Tokenizer({}, NO_CALLBACKS as ConstructorParameters<typeof Tokenizer>[1]);
  tokenizer.write(text);
  tokenizer.end();
  return tokenizer;
}

function time(fn: () => unknown): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

function runCase(c: Case, items: number, runs: number): FormatResult {
  const bytes = new TextEncoder().encode(c.text(items));
  const options = {
    feedUrl: "https://legislation.example.gov/feed",
    fetchedAt: new Date(),
    selector: c.selector,
  };
  const parse = () => parseSource(c.format, bytes, options);
  const parsed = parse();
  if (parsed.items.length !== items) {
    throw new Error(`bench: ${c.name} parsed ${parsed.items.length} items of ${items}`);
  }
  for (let i = 0; i < 3; i++) { // warm up both paths
    bare(c.baseline, bytes);
    parse();
  }
  const bareTimes: number[] = [];
  const times: number[] = [];
  // Interleaved, so that both see the same machine load and garbage-collector state.
  for (let i = 0; i < runs; i++) {
    bareTimes.push(time(() => bare(c.baseline, bytes)));
    times.push(time(parse));
  }
  const medianMs = median(times);
  const baselineMedianMs = median(bareTimes);
  return {
    name: c.name,
    items,
    bytes: bytes.byteLength,
    medianMs,
    itemsPerSecond: items / (medianMs / 1000),
    baseline: c.baseline,
    baselineMedianMs,
    ratio: medianMs / baselineMedianMs,
  };
}

/** Runs the benchmark of every format and prints one line per format. */
export function main(options: { items?: number; runs?: number } = {}): FormatResult[] {
  // A document gives at most MAX_ITEMS_PER_DOCUMENT items (ADR 0102): more would be
  // left unread and the items/s figure would not hold.
  const items = Math.min(options.items ?? MAX_ITEMS_PER_DOCUMENT, MAX_ITEMS_PER_DOCUMENT);
  const runs = options.runs ?? 15;
  console.log(`feed parse: ${items} items per document, ${runs} runs, medians`);
  console.log(
    "  format                 MiB   parse ms    items/s   baseline                  ms  ratio",
  );
  const results: FormatResult[] = [];
  for (const c of CASES) {
    const r = runCase(c, items, runs);
    results.push(r);
    console.log(
      `  ${r.name.padEnd(20)} ${(r.bytes / 1048576).toFixed(2).padStart(5)} ` +
        `${r.medianMs.toFixed(1).padStart(10)} ${
          Math.round(r.itemsPerSecond).toString().padStart(10)
        }` +
        `   ${r.baseline.padEnd(22)} ${r.baselineMedianMs.toFixed(1).padStart(6)} ` +
        `${r.ratio.toFixed(2).padStart(6)}`,
    );
  }
  console.log("  target: parseFeed ≤ 2 × bare fast-xml-parser for the XML formats");
  return results;
}

if (import.meta.main) {
  const arg = (name: string) => {
    const at = Deno.args.indexOf(`--${name}`);
    return at >= 0 ? Number(Deno.args[at + 1]) : undefined;
  };
  main({ items: arg("items"), runs: arg("runs") });
}
