import assert from "node:assert/strict";
import { GROUP_NAME_TOO_LONG, OpmlFileError, readOpml } from "./opml_read.ts";
import { escapeAttribute, type OpmlSource, writeOpml } from "./opml_write.ts";

const NOW = new Date("2026-06-15T12:00:00Z");

const source = (over: Partial<OpmlSource> = {}): OpmlSource => ({
  name: "Gazette",
  url: "https://gazette.example/feed.xml",
  sourceType: "jurisdiction",
  format: "auto",
  selector: null,
  legislativeFilter: null,
  fetchFullText: false,
  isActive: true,
  language: null,
  ...over,
});

Deno.test("what the export writes, the import reads back", () => {
  const sources = [
    source({ name: 'Tabs\tand\nlines & <tags> "quoted"', legislativeFilter: "GDPR, AI Act" }),
    source({
      url: "https://firm.example/?a=1&b=2",
      format: "web-page",
      selector: `a[href^="/news/"]`,
      sourceType: "specialist",
      fetchFullText: true,
      isActive: false,
    }),
  ];
  const reading = readOpml(writeOpml([{ name: "Über & Co", rssSources: sources }], NOW));
  assert.deepEqual(reading.errors, []);
  assert.deepEqual(
    reading.entries.map(({ line: _line, ...entry }) => entry),
    sources.map((s) => ({ ...s, group: "Über & Co", ungrouped: false })),
  );
});

Deno.test("the export: OPML 2.0, defaults left out, an empty jurisdiction an empty group", () => {
  const opml = writeOpml([{ name: "Empty", rssSources: [] }, {
    name: "Full",
    rssSources: [source()],
  }], NOW);
  assert.match(opml, /<opml version="2.0" xmlns:lw="https:\/\/legalwatch.app\/ns\/opml\/1">/);
  assert.match(opml, /<dateCreated>Mon, 15 Jun 2026 12:00:00 GMT<\/dateCreated>/);
  assert.match(opml, /<outline text="Empty" title="Empty"\/>/);
  assert.match(
    opml,
    /<outline type="rss" text="Gazette" title="Gazette" xmlUrl="https:\/\/gazette.example\/feed.xml" lw:sourceType="jurisdiction" lw:format="auto"\/>/,
  );
  assert.deepEqual(readOpml(opml).emptyGroups, ["Empty"]);
});

Deno.test("attributes: markup escaped, characters XML cannot carry dropped", () => {
  assert.equal(escapeAttribute(`a<b>&"c"\n\u0001`), "a&lt;b&gt;&amp;&quot;c&quot;&#10;");
});

Deno.test("the import reads nested folders, title when text is missing, any namespace prefix", () => {
  const reading = readOpml(`<opml version="1.0" xmlns:q="https://legalwatch.app/ns/opml/1">
<body>
<outline title="Outer"><outline text="Inner">
<outline title="Named by title" xmlUrl="https://a.example/" q:sourceType="specialist" lw:format="web-page"/>
</outline></outline>
<outline text="Only title missing" xmlUrl="https://b.example/"/>
</body></opml>`);
  assert.deepEqual(reading.errors, []);
  assert.deepEqual(
    reading.entries.map((e) => [e.group, e.name, e.sourceType, e.format, e.line]),
    [
      ["Inner", "Named by title", "specialist", "auto", 4],
      ["Imported", "Only title missing", "jurisdiction", "auto", 6],
    ],
  );
});

Deno.test("a bad flag or a group name too long is an error of that outline", () => {
  const reading = readOpml(`<opml><body>
<outline text="${"x".repeat(201)}"><outline text="A" xmlUrl="https://a.example/"/></outline>
<outline text="B" xmlUrl="https://b.example/" lw:fetchFullText="yes"/>
</body></opml>`);
  assert.deepEqual(reading.entries, []);
  assert.deepEqual(reading.errors.map((e) => [e.line, e.message]), [
    [2, GROUP_NAME_TOO_LONG],
    [3, "Fetch full text must be true or false"],
  ]);
});

Deno.test("nesting deeper than the parser allows is a file error, not a crash", () => {
  const depth = 100_000;
  const deep = `<opml><body>${"<outline text='a'>".repeat(depth)}${
    "</outline>".repeat(depth)
  }</body></opml>`;
  assert.throws(() => readOpml(deep), OpmlFileError);
});
