import { parseSourceOffThread } from "../../workers/feeds/parse/off_thread.ts";
import { parseSource } from "../../workers/feeds/sources/adapters.ts";
import { startLagProbe } from "../bench/loop_lag.ts";
import { emptyItemsDocument } from "../../workers/feeds/testdata/empty_items.ts";
const enc = (s: string) => new TextEncoder().encode(s);
const fr = enc(emptyItemsDocument("federal-register", 1_746_000));
const jf = enc(emptyItemsDocument("json-feed", 416_000));
const rss = enc(emptyItemsDocument("rss", 300_000));
const opts = {
  feedUrl: "https://x.example/",
  fetchedAt: new Date(),
  contentType: "application/json",
};
await parseSourceOffThread("auto", rss.slice(0, 300000), opts).catch(() => {});
for (
  const [name, fmt, b] of [["fr", "federal-register", fr], ["jf", "auto", jf], [
    "rss",
    "auto",
    rss,
  ]] as const
) {
  const p = startLagProbe();
  const t = performance.now();
  const feed = await parseSourceOffThread(fmt, b, opts);
  const parseMs = performance.now() - t;
  const lag1 = p.stop();
  console.log(
    name,
    b.byteLength,
    feed.items.length,
    feed.emptyItems,
    feed.itemsOverCap,
    "offthread",
    parseMs.toFixed(0),
    "longest",
    lag1.longestMs.toFixed(0),
    "cpu",
    lag1.longestCpuMs.toFixed(0),
  );
  let t0 = performance.now();
  const text = new TextDecoder().decode(b);
  const v = JSON.parse(fmt === "auto" && name === "rss" ? "1" : text);
  const jp = performance.now() - t0;
  t0 = performance.now();
  parseSource(fmt, b, opts);
  console.log(
    "  inline total",
    (performance.now() - t0).toFixed(0),
    "decode+JSON.parse",
    jp.toFixed(0),
    v ? "" : "",
  );
}
// inline worst case: just under 256 KiB
for (
  const [fmt, b] of [["federal-register", enc(emptyItemsDocument("federal-register", 87_000))], [
    "auto",
    enc(emptyItemsDocument("json-feed", 23_700)),
  ], ["auto", enc(emptyItemsDocument("rss", 15_000))]] as const
) {
  const t0 = performance.now();
  const f = parseSource(fmt, b, opts);
  console.log(
    "inline <256KiB",
    fmt,
    b.byteLength,
    f.emptyItems,
    (performance.now() - t0).toFixed(1),
    "ms",
  );
}
Deno.exit(0);
