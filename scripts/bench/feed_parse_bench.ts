/**
 * Parsing speed: parseFeed against fast-xml-parser's bare XMLParser.parse of the same bytes, on a
 * generated RSS feed (default 5,000 items). The target is a ratio of at most 2.
 * `deno run -A scripts/bench/feed_parse_bench.ts [--items N] [--runs N]`
 */
import { XMLParser } from "fast-xml-parser";
import { parseFeed } from "../../workers/feeds/parse/parse.ts";
import { generateRssFeed } from "../../workers/feeds/testdata/generate_feed.ts";
import { median } from "./stats.ts";

/** The figures of one benchmark run, in milliseconds. */
export interface FeedParseBenchResult {
  items: number;
  bytes: number;
  runs: number;
  bareMedianMs: number;
  parseFeedMedianMs: number;
  ratio: number;
}

function time(fn: () => unknown): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

/** Runs the benchmark and prints the medians and the ratio. */
export function main(options: { items?: number; runs?: number } = {}): FeedParseBenchResult {
  const items = options.items ?? 5000;
  const runs = options.runs ?? 15;
  const bytes = new TextEncoder().encode(generateRssFeed({ items }));
  const bare = new XMLParser();
  const parseOptions = {
    feedUrl: "https://legislation.example.gov/feed.xml",
    fetchedAt: new Date(),
  };
  const parsed = parseFeed(bytes, parseOptions);
  if (parsed.items.length !== items) throw new Error(`bench: parsed ${parsed.items.length} items`);
  for (let i = 0; i < 3; i++) { // warm up both paths
    bare.parse(bytes);
    parseFeed(bytes, parseOptions);
  }
  const bareTimes: number[] = [];
  const feedTimes: number[] = [];
  // Interleaved, so that both see the same machine load and garbage-collector state.
  for (let i = 0; i < runs; i++) {
    bareTimes.push(time(() => bare.parse(bytes)));
    feedTimes.push(time(() => parseFeed(bytes, parseOptions)));
  }
  const bareMedianMs = median(bareTimes);
  const parseFeedMedianMs = median(feedTimes);
  const result = {
    items,
    bytes: bytes.byteLength,
    runs,
    bareMedianMs,
    parseFeedMedianMs,
    ratio: parseFeedMedianMs / bareMedianMs,
  };
  console.log(
    `feed parse: ${items} items, ${(bytes.byteLength / 1048576).toFixed(2)} MiB, ${runs} runs\n` +
      `  fast-xml-parser bare parse  median ${bareMedianMs.toFixed(1)} ms\n` +
      `  parseFeed                   median ${parseFeedMedianMs.toFixed(1)} ms\n` +
      `  ratio ${result.ratio.toFixed(2)} (target ≤ 2)`,
  );
  return result;
}

if (import.meta.main) {
  const arg = (name: string) => {
    const at = Deno.args.indexOf(`--${name}`);
    return at >= 0 ? Number(Deno.args[at + 1]) : undefined;
  };
  main({ items: arg("items"), runs: arg("runs") });
}
