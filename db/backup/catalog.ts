/**
 * What a backup holds, read from PostgreSQL's catalog rather than from db/schema.ts: every table
 * and sequence outside the system schemas and drizzle's own (whose rows the restore makes by
 * migrating), so that a table added later is backed up without anyone remembering to list it.
 */
import type { TransactionSql as Sql } from "postgres";
import { quoteName } from "./format.ts";

/** Schemas that are not LegalWatch's records. */
const SKIPPED = ["pg_catalog", "information_schema", "drizzle"];

/** The last migration applied, as drizzle records it; null without drizzle's table. */
export async function lastMigration(
  sql: Sql,
): Promise<{ createdAt: number; hash: string } | null> {
  const [found] = await sql<{ present: boolean }[]>`
    select to_regclass('drizzle.__drizzle_migrations') is not null as present`;
  if (!found?.present) return null;
  const [row] = await sql<{ created_at: string; hash: string }[]>`
    select created_at::text, hash from drizzle.__drizzle_migrations
    order by created_at desc limit 1`;
  return row ? { createdAt: Number(row.created_at), hash: row.hash } : null;
}

/** Every table as `schema.name`, in name order. */
export async function tableNames(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname <> all(${SKIPPED})
      and n.nspname not like 'pg\_%'
    order by 1`;
  return rows.map((row) => row.name);
}

/** A table's columns: the stored ones, and the generated ones (which a restore recomputes). */
export async function columnsOf(
  sql: Sql,
  table: string,
): Promise<{ stored: string[]; generated: string[] }> {
  const rows = await sql<{ name: string; generated: boolean }[]>`
    select attname as name, attgenerated <> '' as generated from pg_attribute
    where attrelid = ${table}::regclass and attnum > 0 and not attisdropped
    order by attnum`;
  return {
    stored: rows.filter((row) => !row.generated).map((row) => row.name),
    generated: rows.filter((row) => row.generated).map((row) => row.name),
  };
}

/**
 * About the largest row's size in bytes: the sum of each column's largest stored value
 * (`pg_column_size` reads a TOASTed value's header, not the value). Stored sizes may be
 * compressed, so callers leave room. `columns` must be plain identifiers (format.ts).
 */
export async function largestRowEstimate(
  sql: Sql,
  table: string,
  columns: string[],
): Promise<number> {
  const sizes = columns.map((c) => `coalesce(max(pg_column_size(t."${c}")), 0)`).join(" + ");
  const [row] = await sql.unsafe<{ size: string }[]>(
    `select (${sizes})::text as size from ${quoteName(table)} t`,
  );
  return Number(row?.size ?? 0);
}

/** Every sequence that has been used, with its last value (a decimal string). */
export async function sequenceValues(sql: Sql): Promise<{ name: string; value: string }[]> {
  return await sql<{ name: string; value: string }[]>`
    select schemaname || '.' || sequencename as name, last_value::text as value
    from pg_sequences
    where last_value is not null and schemaname <> all(${SKIPPED})
    order by 1`;
}
