import assert from "node:assert/strict";
import { FeedParseError, parseFeed } from "./parse.ts";
import { generateRssFeed } from "../testdata/generate_feed.ts";

const options = { feedUrl: "https://feeds.example.gov/feed.xml", fetchedAt: new Date() };
const fixture = (name: string) =>
  Deno.readFileSync(new URL(`../testdata/${name}`, import.meta.url));
const bytes = (text: string) => new TextEncoder().encode(text);

function parseError(message: RegExp) {
  return (err: unknown) => {
    assert.ok(err instanceof FeedParseError, `expected a FeedParseError, got ${err}`);
    assert.match(err.message, message);
    return true;
  };
}

Deno.test("an ISO-8859-1 feed is decoded by its declared encoding", () => {
  const feed = parseFeed(fixture("latin1.xml"), options);
  assert.equal(feed.title, "Journal officiel — Lois et décrets");
  assert.equal(
    feed.items[0]?.title,
    "Décret n° 2024-123 du 5 mars 2024 relatif à la procédure civile",
  );
  assert.equal(
    feed.items[0]?.summary,
    "Le décret précise les règles de procédure devant le tribunal judiciaire « à compter du 1er avril ».",
  );
  assert.equal(
    feed.items[1]?.summary,
    "Texte adopté par l’Assemblée nationale. Coût estimé : 12 M€.",
  );
});

Deno.test("windows-1252 bytes and UTF-16 with a BOM are decoded", () => {
  const head = bytes('<?xml version="1.0" encoding="windows-1252"?><rss><channel><title>');
  const tail = bytes("</title></channel></rss>");
  const body = new Uint8Array([0x93, 0x4c, 0x61, 0x77, 0x94, 0x20, 0x96, 0x20, 0x80]); // “Law” – €
  const cp1252 = new Uint8Array([...head, ...body, ...tail]);
  assert.equal(parseFeed(cp1252, options).title, "“Law” – €");

  const text =
    '<?xml version="1.0" encoding="UTF-16"?><rss><channel><title>Loi é</title></channel></rss>';
  const utf16 = new Uint8Array(2 + text.length * 2);
  utf16.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i);
  assert.equal(parseFeed(utf16, options).title, "Loi é");
});

Deno.test("invalid XML is a FeedParseError", () => {
  assert.throws(
    () => parseFeed(fixture("invalid.xml"), options),
    parseError(/ends before <\/rss>/),
  );
  const unclosedCdata = "<rss><channel><title><![CDATA[never closed</title></channel></rss>";
  assert.throws(
    () => parseFeed(bytes(unclosedCdata), options),
    parseError(/^feeds\/parse: invalid XML/),
  );
  const badAttribute = '<rss><channel><item><link href="x>y</link></item></channel></rss>';
  assert.throws(
    () => parseFeed(bytes(badAttribute), options),
    parseError(/^feeds\/parse: invalid XML/),
  );
});

Deno.test("an HTML page is not a feed", () => {
  assert.throws(
    () => parseFeed(fixture("html_page.html"), options),
    parseError(/^feeds\/parse: not a feed \(root element <html>\)$/),
  );
});

Deno.test("text that is not XML at all is a FeedParseError", () => {
  for (const text of ["", "   ", "Hello, world", '{"items": []}', "<!-- only a comment -->"]) {
    assert.throws(() => parseFeed(bytes(text), options), parseError(/^feeds\/parse: /), text);
  }
});

Deno.test("a billion-laughs bomb is refused quickly", () => {
  const started = performance.now();
  assert.throws(
    () => parseFeed(fixture("billion_laughs.xml"), options),
    parseError(/refused: .*entity-expansion/),
  );
  assert.ok(performance.now() - started < 100);
});

Deno.test("a quadratic blow-up is stopped by the expansion limits", () => {
  const started = performance.now();
  assert.throws(
    () => parseFeed(fixture("quadratic_blowup.xml"), options),
    parseError(/refused: entity limits exceeded/),
  );
  assert.ok(performance.now() - started < 200);
});

Deno.test("external and parameter entities are refused", () => {
  for (
    const decl of [
      '<!ENTITY xxe SYSTEM "file:///etc/passwd">',
      '<!ENTITY % p "x">',
      '<!ENTITY xxe PUBLIC "-//X//EN" "http://169.254.169.254/">',
    ]
  ) {
    const xml = `<!DOCTYPE rss [${decl}]><rss><channel><title>&xxe;</title></channel></rss>`;
    assert.throws(() => parseFeed(bytes(xml), options), parseError(/refused/), decl);
  }
});

Deno.test("simple internal entities and character-reference entities still work", () => {
  const xml = `<!DOCTYPE rss [<!ENTITY law "Statute"><!ENTITY nbsp "&#160;">]>` +
    `<rss><channel><title>&law; Book&nbsp;2</title></channel></rss>`;
  assert.equal(parseFeed(bytes(xml), options).title, "Statute Book 2");
});

Deno.test("unescaped HTML inside a description keeps its text order", () => {
  const xml = `<rss><channel><item><title>Bill 4</title><link>https://x.example/4</link>` +
    `<description><p>First <b>bold</b> then<br> after &amp; more</p></description>` +
    `</item></channel></rss>`;
  assert.equal(parseFeed(bytes(xml), options).items[0]?.summary, "First bold then after & more");
});

Deno.test("namespaces are found by URI, whatever their prefix", () => {
  const xml = `<rss xmlns:c="http://purl.org/rss/1.0/modules/content/" ` +
    `xmlns:d="http://purl.org/dc/elements/1.1/"><channel><item><title>Decree 9</title>` +
    `<link>https://x.example/9</link><d:date>2024-02-03T04:05:06Z</d:date>` +
    `<c:encoded><![CDATA[<p>Full text</p>]]></c:encoded></item></channel></rss>`;
  const [item] = parseFeed(bytes(xml), options).items;
  assert.equal(item?.publishedAt.toISOString(), "2024-02-03T04:05:06.000Z");
  assert.equal(item?.content, "Full text");
});

Deno.test("a generated feed of 500 items parses completely", () => {
  const feed = parseFeed(bytes(generateRssFeed({ items: 500, key: "k" })), options);
  assert.equal(feed.items.length, 500);
  assert.equal(feed.items[499]?.link, "https://legislation.example.gov/k/items/499");
  assert.ok(feed.items.every((i) => !i.summary.includes("<") && !i.summary.includes("&amp;")));
});

Deno.test("cut-off documents never crash: each prefix parses or throws FeedParseError", () => {
  for (const name of ["rss2.xml", "atom.xml", "rss1_rdf.xml", "content_encoded.xml"]) {
    const whole = fixture(name);
    for (let end = 0; end < whole.length; end += 7) {
      try {
        parseFeed(whole.subarray(0, end), options);
      } catch (err) {
        assert.ok(err instanceof FeedParseError, `${name}[0..${end}]: ${err}`);
      }
    }
  }
});
