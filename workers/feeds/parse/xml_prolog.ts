/**
 * What can be learnt from the edges of a document before parsing it: its encoding, its root
 * element, whether its DOCTYPE declares dangerous entities, and whether it was cut short. These
 * look only at the prolog and the tail, never at the whole text.
 */
import { FeedParseError } from "./feed_types.ts";

const DECLARED_ENCODING_RE = /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/**
 * Decodes the bytes of an XML document: by its byte-order mark, else by the encoding its XML
 * declaration names (ISO-8859-1, windows-1252 …), else as UTF-8. Bad bytes become U+FFFD.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return new TextDecoder("utf-8").decode(bytes);
  if (b0 === 0xfe && b1 === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  if (b0 === 0xff && b1 === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  // The declaration is ASCII in every ASCII-compatible encoding: read it as Latin-1.
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  const declared = DECLARED_ENCODING_RE.exec(head.trimStart())?.[1]?.toLowerCase();
  // A declared UTF-16 read here as ASCII is a lie (real UTF-16 has a BOM or NULs): use UTF-8.
  if (declared && declared !== "utf-8" && !declared.startsWith("utf-16")) {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      // an encoding TextDecoder does not know: fall back to UTF-8
    }
  }
  return new TextDecoder("utf-8").decode(bytes);
}

/** The root element found by {@link sniffRoot}. */
export interface RootElement {
  /** As written, e.g. "rdf:RDF". */
  name: string;
  /** Without prefix, e.g. "RDF". */
  local: string;
  selfClosing: boolean;
}

function notXml(text: string, at: number): FeedParseError {
  const start = JSON.stringify(text.slice(at, at + 20));
  return new FeedParseError(`feeds/parse: not XML (starts with ${start})`);
}

/**
 * Finds the root element, skipping the XML declaration, processing instructions, comments and
 * the DOCTYPE, whose internal subset is checked by {@link assertSafeDoctype}.
 */
export function sniffRoot(text: string): RootElement {
  let i = 0;
  for (;;) {
    while (i < text.length && text.charCodeAt(i) <= 32) i++;
    if (text[i] !== "<") throw notXml(text, i);
    let end: number;
    if (text.startsWith("<?", i)) end = endAfter(text, "?>", i);
    else if (text.startsWith("<!--", i)) end = endAfter(text, "-->", i);
    else if (text.startsWith("<!DOCTYPE", i) || text.startsWith("<!doctype", i)) {
      end = doctypeEnd(text, i);
      assertSafeDoctype(text.slice(i, end));
    } else break;
    i = end;
  }
  const name = /^<([A-Za-z_][\w.:-]*)/.exec(text.slice(i, i + 300))?.[1];
  const gt = text.indexOf(">", i);
  if (!name || gt < 0) throw notXml(text, i);
  return { name, local: name.slice(name.indexOf(":") + 1), selfClosing: text[gt - 1] === "/" };
}

function endAfter(text: string, marker: string, from: number): number {
  const at = text.indexOf(marker, from);
  if (at < 0) throw new FeedParseError("feeds/parse: invalid XML (unclosed prolog)");
  return at + marker.length;
}

function doctypeEnd(text: string, start: number): number {
  const open = text.indexOf("[", start);
  const close = text.indexOf(">", start);
  if (open < 0 || (close >= 0 && close < open)) return endAfter(text, ">", start);
  return endAfter(text, ">", endAfter(text, "]", open));
}

/**
 * Refuses DOCTYPEs that declare parameter entities, external entities, or entities that refer
 * to other entities: the material of "billion laughs" and external-entity attacks, which no real
 * feed needs. Plain internal entities stay allowed; the parser's expansion limits cover them.
 */
export function assertSafeDoctype(doctype: string): void {
  for (const m of doctype.matchAll(/<!ENTITY\s+(%\s+)?[^\s"']+\s*([^>]*)>/g)) {
    const definition = m[2] ?? "";
    if (m[1] || /^(SYSTEM|PUBLIC)\b/.test(definition) || /&[^#]/.test(definition)) {
      throw new FeedParseError(
        "feeds/parse: refused: the DOCTYPE declares nested, parameter or external entities " +
          "(possible entity-expansion attack)",
      );
    }
  }
}

/** Throws unless the document ends with the root's end tag (trailing comments, PIs allowed). */
export function assertComplete(text: string, root: RootElement): void {
  if (root.selfClosing) return;
  let end = text.length;
  for (;;) {
    while (end > 0 && text.charCodeAt(end - 1) <= 32) end--;
    if (text.startsWith("-->", end - 3)) end = text.lastIndexOf("<!--", end - 3);
    else if (text.startsWith("?>", end - 2)) end = text.lastIndexOf("<?", end - 2);
    else break;
    if (end < 0) break;
  }
  const close = end > 0 ? text.lastIndexOf("</", end) : -1;
  const name = close >= 0 && text[end - 1] === ">" ? text.slice(close + 2, end - 1).trim() : "";
  if (name !== root.name) {
    throw new FeedParseError(`feeds/parse: invalid XML (document ends before </${root.name}>)`);
  }
}
