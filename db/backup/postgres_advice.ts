/**
 * On PostgreSQL (DATABASE_URL set) the database is the server's to back up: what `deno task
 * backup` and `deno task restore` print instead of running (the README gives the same commands).
 */

/** `text` quoted for a POSIX shell when it needs it. */
function shellQuote(text: string): string {
  return /^[A-Za-z0-9_./:=@%+-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The lines to print for `task` ("backup" or "restore") of `file`. */
export function postgresAdvice(task: "backup" | "restore", file: string): string {
  const quoted = shellQuote(file);
  return [
    `${task}: DATABASE_URL is set: LegalWatch runs on PostgreSQL, whose own tools back it up.`,
    "Back up (custom format):",
    `  pg_dump --format=custom --no-owner --file=${quoted} "$DATABASE_URL"`,
    "Restore into an empty database:",
    `  pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" ${quoted}`,
  ].join("\n");
}
