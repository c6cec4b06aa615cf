/**
 * LegalWatch's own outline attributes in OPML (issue 14), in one table so that a new source
 * field is one entry: how each is written on export and read back on import. They live in the
 * namespace {@link LW_NAMESPACE} (prefix "lw" on export; on import whatever prefix the file binds
 * to that URI). The standard attributes (text, title, type, xmlUrl) are opml_write/opml_read's.
 */
import type { SourceFormat, SourceType } from "../../domain/sources.ts";

/** The namespace URI of LegalWatch's OPML attributes. */
export const LW_NAMESPACE = "https://legalwatch.app/ns/opml/1";

/** The prefix the export binds to {@link LW_NAMESPACE}. */
export const LW_PREFIX = "lw";

/** The fields of a source that travel in OPML besides its name and URL. */
export interface OpmlSourceFields {
  sourceType: SourceType;
  format: SourceFormat;
  selector: string | null;
  legislativeFilter: string | null;
  fetchFullText: boolean;
  isActive: boolean;
  /** The language of a format that reads one (issue 30); never the API key, which stays here. */
  language: string | null;
}

/**
 * One LegalWatch attribute: its local name, its text for a source (null: not written, because
 * it holds the default), and what the import body gets from its text (validated afterwards by
 * RssSourceBody, so a bad value is reported with the field's own message).
 */
interface LwAttribute {
  name: string;
  write(source: OpmlSourceFields): string | null;
  read(text: string): [field: string, value: unknown];
}

const flag = (text: string): unknown => text === "true" ? true : text === "false" ? false : text; // anything else fails validation

/** Every LegalWatch attribute, in the order the export writes them. */
export const LW_ATTRIBUTES: readonly LwAttribute[] = [
  {
    name: "sourceType",
    write: (s) => s.sourceType,
    read: (t) => ["sourceType", t],
  },
  {
    name: "format",
    write: (s) => s.format,
    read: (t) => ["format", t],
  },
  {
    name: "selector",
    write: (s) => s.selector,
    read: (t) => ["selector", t],
  },
  {
    name: "legislativeFilter",
    write: (s) => s.legislativeFilter,
    read: (t) => ["legislativeFilter", t],
  },
  {
    name: "fetchFullText",
    write: (s) => (s.fetchFullText ? "true" : null),
    read: (t) => ["fetchFullText", flag(t)],
  },
  {
    name: "isActive",
    write: (s) => (s.isActive ? null : "false"),
    read: (t) => ["isActive", flag(t)],
  },
  {
    name: "language",
    write: (s) => s.language,
    read: (t) => ["language", t],
  },
];
