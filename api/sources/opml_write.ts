/**
 * GET /api/rss-sources/opml's document (issue 14): every source as OPML 2.0, one outline group
 * per jurisdiction (by name; an empty jurisdiction is an empty group), each source an outline
 * with type="rss", text, title, xmlUrl and LegalWatch's attributes (opml_attributes.ts).
 */
import {
  LW_ATTRIBUTES,
  LW_NAMESPACE,
  LW_PREFIX,
  type OpmlSourceFields,
} from "./opml_attributes.ts";

/** The name the export is downloaded as. */
export const OPML_FILE_NAME = "legalwatch-sources.opml";

/** A source as the export reads it. */
export interface OpmlSource extends OpmlSourceFields {
  name: string;
  url: string;
}

/** A jurisdiction with its sources, as the export reads it. */
export interface OpmlGroup {
  name: string;
  rssSources: readonly OpmlSource[];
}

/** Escapes text for a double-quoted XML attribute (line breaks kept as character references). */
export function escapeAttribute(text: string): string {
  return text.replace(
    /[&<>"\t\n\r]/g,
    (c) =>
      ({
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "\t": "&#9;",
        "\n": "&#10;",
        "\r": "&#13;",
      })[
        c
      ]!,
  )
    // Characters XML 1.0 cannot carry at all: dropped rather than making the file unreadable.
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");
}

function attributes(pairs: [string, string | null][]): string {
  return pairs.filter((p): p is [string, string] => p[1] !== null)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
}

function sourceOutline(source: OpmlSource): string {
  return `<outline${
    attributes([
      ["type", "rss"],
      ["text", source.name],
      ["title", source.name],
      ["xmlUrl", source.url],
      ...LW_ATTRIBUTES.map((
        a,
      ): [string, string | null] => [`${LW_PREFIX}:${a.name}`, a.write(source)]),
    ])
  }/>`;
}

/** The OPML document of these jurisdictions and their sources, created at `now`. */
export function writeOpml(groups: readonly OpmlGroup[], now: Date): string {
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<opml version="2.0" xmlns:${LW_PREFIX}="${LW_NAMESPACE}">`,
    `  <head>`,
    `    <title>LegalWatch sources</title>`,
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    `  </head>`,
    `  <body>`,
  ];
  for (const group of groups) {
    const open = `    <outline${attributes([["text", group.name], ["title", group.name]])}`;
    if (group.rssSources.length === 0) {
      lines.push(`${open}/>`);
      continue;
    }
    lines.push(`${open}>`);
    for (const source of group.rssSources) lines.push(`      ${sourceOutline(source)}`);
    lines.push(`    </outline>`);
  }
  lines.push(`  </body>`, `</opml>`, ``);
  return lines.join("\n");
}
