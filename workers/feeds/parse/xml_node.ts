/**
 * Reading fast-xml-parser's output: text of a node whatever its shape, attributes, and the raw
 * markup of the description-like elements, which the parser hands over unparsed (stop nodes).
 */
import type { RawText } from "./feed_types.ts";
import { htmlToText } from "./html_text.ts";

/** A parsed element: child elements by name, "#text", and attributes as "@_name". */
export type XmlNode = Record<string, unknown>;

/** The node when `value` is an element with children or attributes, else undefined. */
export function asNode(value: unknown): XmlNode | undefined {
  if (Array.isArray(value)) return asNode(value[0]);
  return value !== null && typeof value === "object" ? value as XmlNode : undefined;
}

/** `value` as an array (the parser gives a lone element as itself). */
export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** An attribute of an element, or undefined. */
export function attr(value: unknown, name: string): string | undefined {
  const found = asNode(value)?.[`@_${name}`];
  return typeof found === "string" ? found : undefined;
}

/** Alternate links of atom:link elements (rel missing means alternate). */
export function atomAlternates(value: unknown): string[] {
  const links: string[] = [];
  for (const link of asArray(value)) {
    const rel = attr(link, "rel") ?? "alternate";
    const href = attr(link, "href");
    if (rel === "alternate" && href) links.push(href);
  }
  return links;
}

function collect(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "number" || typeof value === "boolean") out.push(String(value));
  else if (Array.isArray(value)) { for (const v of value) collect(v, out); }
  else if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) if (!key.startsWith("@_")) collect(v, out);
  }
}

/**
 * The text of an element: its string, or for an element with attributes or children all the
 * text inside it (the order of mixed content is not kept). A repeated element gives its first.
 */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first;
  const out: string[] = [];
  collect(first, out);
  return out.join(" ");
}

const CDATA_OPEN = "<![CDATA[";
const XML_ENTITY_RE = /&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g;
const XML_ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodeXmlEntity(_m: string, ref: string): string {
  if (ref[0] !== "#") return XML_ENTITIES[ref] ?? "";
  const cp = ref[1] === "x" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
  return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : "\ufffd";
}

/** Undoes the XML layer of raw element content: CDATA sections verbatim, references decoded. */
export function unescapeXml(raw: string): string {
  if (!raw.includes(CDATA_OPEN)) {
    return raw.includes("&") ? raw.replace(XML_ENTITY_RE, decodeXmlEntity) : raw;
  }
  let out = "";
  let i = 0;
  while (i < raw.length) {
    const open = raw.indexOf(CDATA_OPEN, i);
    const plain = raw.slice(i, open < 0 ? raw.length : open);
    out += plain.replace(XML_ENTITY_RE, decodeXmlEntity);
    if (open < 0) break;
    const close = raw.indexOf("]]>", open);
    out += raw.slice(open + CDATA_OPEN.length, close < 0 ? raw.length : close);
    i = close < 0 ? raw.length : close + 3;
  }
  return out;
}

/** Plain text of a description-like element (raw stop-node content, or parsed elements). */
export function markupToText(raw: RawText): string {
  const value = raw.value;
  const node = asNode(value);
  const inner = node ? node["#text"] : value;
  if (typeof inner !== "string") return htmlToText(textOf(node ?? value));
  // Escaped HTML has two layers: the XML escaping, then the HTML inside it.
  return htmlToText(raw.kind === "escaped" ? unescapeXml(inner) : inner);
}
