/**
 * Reads the OPML document of POST /api/rss-sources/opml (issue 14) into the sources to import.
 * A real XML parser (fast-xml-parser) with the feed parser's safety rules: the prolog checks of
 * workers/feeds/parse/xml_prolog.ts (no external, parameter or nested entities) and its entity
 * limits. Linear in the document's length: one validation pass, one parse, one walk over the
 * outlines with an explicit stack (no recursion of ours, however deep the nesting).
 *
 * A source is an outline with xmlUrl; its jurisdiction is the name (text, else title) of the
 * nearest enclosing outline without xmlUrl, or "Imported" at the top level. Each source is
 * validated by RssSourceBody, the rule of POST /api/rss-sources; an invalid one is reported with
 * its line and title and left out, the others are imported. A document that is not readable
 * OPML throws {@link OpmlFileError} (nothing is imported).
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ENTITY_LIMITS } from "../../workers/feeds/parse/parse.ts";
import { FeedParseError } from "../../workers/feeds/parse/feed_types.ts";
import { assertComplete, sniffRoot } from "../../workers/feeds/parse/xml_prolog.ts";
import { NAME_MAX, RssSourceBody } from "../schemas/sources.ts";
import {
  LW_ATTRIBUTES,
  LW_NAMESPACE,
  LW_PREFIX,
  type OpmlSourceFields,
} from "./opml_attributes.ts";

/** The jurisdiction of sources that are not inside any group. */
export const DEFAULT_GROUP = "Imported";

/** A group whose name cannot be a jurisdiction's: its sources are not imported. */
export const GROUP_NAME_TOO_LONG =
  `A jurisdiction name is at most ${NAME_MAX} characters: this group and its sources are left out`;

/** A problem with one outline (line and title) or with the file (line only). */
export interface OpmlProblem {
  line?: number;
  title?: string;
  message: string;
}

/** The document is not OPML a person could fix outline by outline: nothing is imported. */
export class OpmlFileError extends Error {
  constructor(readonly problem: OpmlProblem) {
    super(problem.message);
    this.name = "OpmlFileError";
  }
}

/** A valid source of the file, with the name of its jurisdiction. */
export interface OpmlEntry extends OpmlSourceFields {
  group: string;
  /** Outside any group: `group` is {@link DEFAULT_GROUP} unless the importer names another. */
  ungrouped: boolean;
  name: string;
  url: string;
  line: number;
}

/** What the file holds: valid sources, empty groups, the invalid outlines. */
export interface OpmlReading {
  /** The groups without any outline (empty jurisdictions), in document order, as written. */
  emptyGroups: string[];
  entries: OpmlEntry[];
  errors: OpmlProblem[];
}

const ATTRIBUTES = "@";
// Typed as the Symbol wrapper object in fast-xml-parser's typings; it is a symbol.
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  attributesGroupName: ATTRIBUTES,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) =>
    !isAttribute && name === "outline",
  processEntities: ENTITY_LIMITS,
  captureMetaData: true,
  htmlEntities: true,
});

// fast-xml-parser's result is untyped JSON: these narrow it.
type Node = Record<string | symbol, unknown>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null;
const children = (node: Node): Node[] =>
  Array.isArray(node.outline) ? node.outline.filter(isNode) : [];
function attributesOf(node: Node): Record<string, string> {
  const attrs = node[ATTRIBUTES];
  return isNode(attrs) ? attrs as Record<string, string> : {};
}

/** Line numbers from character offsets, with one pass over the text. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0, hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

const fileError = (message: string, line?: number) =>
  new OpmlFileError(line === undefined ? { message } : { line, message });

/** Throws an OpmlFileError unless the text is a complete XML document with an <opml> root. */
function checkProlog(text: string): void {
  try {
    const root = sniffRoot(text);
    if (root.local !== "opml") throw fileError(`Not an OPML file (its root is <${root.name}>)`);
    assertComplete(text, root);
  } catch (err) {
    if (err instanceof FeedParseError) {
      throw fileError(err.message.replace(/^feeds\/parse: /, "Not an OPML file: "));
    }
    throw err;
  }
}

function parse(text: string): Node {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw fileError(`The file is not well-formed XML: ${valid.err.msg}`, valid.err.line);
  }
  let doc: unknown;
  try {
    doc = parser.parse(text);
  } catch (err) {
    // Entity limits, or nesting deeper than the parser's own recursion allows.
    throw fileError(`The file could not be read: ${err instanceof Error ? err.message : err}`);
  }
  const opml = isNode(doc) ? doc.opml : undefined;
  if (!isNode(opml)) throw fileError("Not an OPML file (no <opml> element)");
  return opml;
}

/** The prefix the document binds to LegalWatch's namespace ("lw" when it binds none). */
function lwPrefix(opml: Node): string {
  for (const [name, value] of Object.entries(attributesOf(opml))) {
    if (name.startsWith("xmlns:") && value === LW_NAMESPACE) return name.slice("xmlns:".length);
  }
  return LW_PREFIX;
}

function problemMessage(issues: readonly { message: string }[]): string {
  return [...new Set(issues.map((i) => i.message))].join("; ");
}

/** Reads an OPML document; throws {@link OpmlFileError} when it is not one. */
export function readOpml(text: string): OpmlReading {
  checkProlog(text);
  const opml = parse(text);
  const body = opml.body;
  if (!isNode(body)) throw fileError("Not an OPML file (no <body> element)");
  const prefix = lwPrefix(opml);
  const lineOf = lineFinder(text);
  const reading: OpmlReading = { emptyGroups: [], entries: [], errors: [] };

  // Depth-first in document order, each outline with the group it sits in.
  const stack: [Node, string | null][] = children(body).reverse().map((n) => [n, null]);
  while (stack.length > 0) {
    const [node, group] = stack.pop()!;
    const attrs = attributesOf(node);
    const meta = node[META];
    const line = isNode(meta) && typeof meta.startIndex === "number"
      ? lineOf(meta.startIndex)
      : undefined;
    const title = (attrs.text ?? attrs.title ?? "").trim();
    const xmlUrl = attrs.xmlUrl?.trim();
    if (!xmlUrl) {
      const kids = children(node);
      if (title.length > NAME_MAX) {
        reading.errors.push({
          line,
          title: `${title.slice(0, 60)}…`,
          message: GROUP_NAME_TOO_LONG,
        });
        continue;
      }
      const name = title || group;
      if (name && kids.length === 0) reading.emptyGroups.push(name);
      for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i]!, name]);
      continue;
    }
    const raw: Record<string, unknown> = { jurisdictionId: 1, name: title || xmlUrl, url: xmlUrl };
    for (const attribute of LW_ATTRIBUTES) {
      const value = attrs[`${prefix}:${attribute.name}`];
      if (value === undefined) continue;
      const [field, parsed] = attribute.read(value);
      raw[field] = parsed;
    }
    const checked = RssSourceBody.safeParse(raw);
    if (!checked.success) {
      reading.errors.push({
        line,
        title: title || xmlUrl,
        message: problemMessage(checked.error.issues),
      });
      continue;
    }
    // A key never travels in OPML (issue 30).
    const { jurisdictionId: _placeholder, apiKey: _never, ...fields } = checked.data;
    reading.entries.push({
      ...fields,
      group: group ?? DEFAULT_GROUP,
      ungrouped: group === null,
      line: line ?? 0,
    });
  }
  return reading;
}
