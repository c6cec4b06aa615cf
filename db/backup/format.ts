/**
 * The LegalWatch backup file (ADR 0150): gzip-compressed lines of JSON, written by
 * snapshot.ts and read by restore.ts.
 *
 * - line 1, the header: `["legalwatch-backup", {version, createdAt, migration}]`, where
 *   `migration` is the last migration applied to the database (drizzle's `created_at` and hash);
 * - per table: `["table", "schema.name", [columns…]]`, then one line per row, exactly as
 *   PostgreSQL's `to_jsonb(row)` wrote it (an object: bytea as `"\\x…"` hex, timestamps with
 *   microseconds), then `["end", "schema.name", rowCount]`;
 * - per sequence: `["sequence", "schema.name", lastValue]` (a decimal string);
 * - last: `["done", tableCount]`, so that a truncated file is told from a whole one.
 *
 * Rows are objects and every other line is an array, so a row is never mistaken for a marker
 * whatever its columns are called.
 */
import { z } from "zod";

export const BACKUP_FORMAT = "legalwatch-backup";
export const BACKUP_VERSION = 1;

/** The first line may be no longer than this (characters): a longer one is not ours. */
export const MAX_HEADER_CHARS = 64 * 1024;

/** An identifier as our migrations make them (lower case, no quotes needed). */
const IDENTIFIER = "[a-z_][a-z0-9_]{0,62}";
/** A qualified table or sequence name as the file writes it: `schema.name`. */
const qualifiedName = z.string().regex(new RegExp(`^${IDENTIFIER}\\.${IDENTIFIER}$`));
const columnName = z.string().regex(new RegExp(`^${IDENTIFIER}$`));

export const BackupHeader = z.tuple([
  z.literal(BACKUP_FORMAT),
  z.object({
    version: z.literal(BACKUP_VERSION),
    createdAt: z.iso.datetime({ offset: true }),
    migration: z.object({ createdAt: z.number().int().nonnegative(), hash: z.string() }),
  }),
]);
export type BackupHeader = z.infer<typeof BackupHeader>[1];

/** Any line after the header that is not a row. */
export const BackupMarker = z.union([
  z.tuple([z.literal("table"), qualifiedName, z.array(columnName).min(1)]),
  z.tuple([z.literal("end"), qualifiedName, z.number().int().nonnegative()]),
  z.tuple([z.literal("sequence"), qualifiedName, z.string().regex(/^-?[0-9]{1,19}$/)]),
  z.tuple([z.literal("done"), z.number().int().nonnegative()]),
]);
export type BackupMarker = z.infer<typeof BackupMarker>;

/** The header line's text. */
export function headerLine(header: BackupHeader): string {
  return JSON.stringify([BACKUP_FORMAT, header]);
}

/** A marker line's text; throws for a name that is not a plain identifier (never quoted in SQL). */
export function markerLine(marker: BackupMarker): string {
  return JSON.stringify(BackupMarker.parse(marker));
}

/** Whether `name` is a column name as our migrations make them (safe in SQL as `"name"`). */
export function isPlainIdentifier(name: string): boolean {
  return columnName.safeParse(name).success;
}

/** `"schema"."name"`: a name checked by the schemas above (no quote inside), for SQL. */
export function quoteName(name: string): string {
  return name.split(".").map((part) => `"${part}"`).join(".");
}
