import assert from "node:assert/strict";
import { FeedParseError } from "./feed_types.ts";
import { assertComplete, assertSafeDoctype, decodeXmlBytes, sniffRoot } from "./xml_prolog.ts";

Deno.test("the declared encoding decides the decoding; unknown ones fall back to UTF-8", () => {
  const latin1 = new Uint8Array([
    ...new TextEncoder().encode('<?xml version="1.0" encoding="iso-8859-1"?><a>'),
    0xe9,
  ]);
  assert.equal(decodeXmlBytes(latin1).at(-1), "é");
  const unknown = new TextEncoder().encode('<?xml version="1.0" encoding="x-martian"?><a>é</a>');
  assert.equal(decodeXmlBytes(unknown), '<?xml version="1.0" encoding="x-martian"?><a>é</a>');
  const bom = new Uint8Array([0xef, 0xbb, 0xbf, 0x3c, 0x61, 0x2f, 0x3e]);
  assert.equal(decodeXmlBytes(bom), "<a/>");
});

Deno.test("sniffRoot skips the prolog and names the root", () => {
  const root = sniffRoot(
    '\n<?xml version="1.0"?>\n<!-- c -->\n<?xml-stylesheet href="x"?>\n' +
      '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "x.dtd">\n<rss version="0.91">',
  );
  assert.deepEqual(root, { name: "rss", local: "rss", selfClosing: false });
  assert.deepEqual(sniffRoot("<rdf:RDF/>"), { name: "rdf:RDF", local: "RDF", selfClosing: true });
});

Deno.test("sniffRoot refuses text that is not XML", () => {
  for (const text of ["hello", "", "<?xml version='1.0'", "<!-- open", "< rss>"]) {
    assert.throws(() => sniffRoot(text), FeedParseError, text);
  }
});

Deno.test("assertSafeDoctype allows plain entities and refuses dangerous ones", () => {
  assertSafeDoctype('<!DOCTYPE rss [<!ENTITY law "Act"><!ENTITY nbsp "&#160;">]>');
  for (
    const decl of ['<!ENTITY a "&b;">', '<!ENTITY % p "x">', '<!ENTITY e SYSTEM "file:///x">']
  ) {
    assert.throws(() => assertSafeDoctype(`<!DOCTYPE rss [${decl}]>`), FeedParseError, decl);
  }
});

Deno.test("assertComplete wants the root's end tag at the end", () => {
  const root = { name: "rss", local: "rss", selfClosing: false };
  assertComplete("<rss></rss>\n<!-- generated -->\n", root);
  assertComplete("<rss></ rss >", root);
  assert.throws(() => assertComplete("<rss><channel>", root), FeedParseError);
  assert.throws(() => assertComplete("<rss></channel>", root), FeedParseError);
  assertComplete("<rss/>", { ...root, selfClosing: true });
});
