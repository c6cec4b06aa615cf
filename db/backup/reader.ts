/**
 * Reads a backup file (format.ts) as a stream of events, checking its structure on the way: the
 * header, every line a row or a known marker, rows only inside a table, each table's row count,
 * and the final `done` (a file cut short has none). The restore reads a file twice with it: once
 * to check it before anything is created, once to load it.
 */
import {
  BackupHeader,
  type BackupHeader as Header,
  BackupMarker,
  MAX_HEADER_CHARS,
} from "./format.ts";
import { gunzipLines, LineError } from "./lines.ts";

/** The longest line read: the largest row (a 10 MB file is 20 MB of hex) with room. */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

/** The file is not a LegalWatch backup (or not one this version reads). */
export class NotABackupError extends Error {}
/** The file starts as a backup but is damaged or cut short. */
export class DamagedBackupError extends Error {}

/** What the file holds after its header, in order. */
export type BackupEvent =
  | { kind: "table"; table: string; columns: string[] }
  | { kind: "row"; line: string }
  | { kind: "end"; table: string; rows: number }
  | { kind: "sequence"; name: string; value: string };

/** An open backup: its header and its events (which throw DamagedBackupError). */
export interface OpenBackup {
  header: Header;
  events: AsyncGenerator<BackupEvent>;
  /** Closes the file when the events were not read to the end. */
  close(): Promise<void>;
}

/** Opens `file` and reads its header; throws NotABackupError when it is not ours. */
export async function openBackup(file: string): Promise<OpenBackup> {
  const input = await Deno.open(file, { read: true });
  const lines = gunzipLines(input.readable, MAX_LINE_CHARS);
  const close = async () => void await lines.return(undefined).catch(() => {});
  try {
    const header = await readHeader(lines);
    return { header, events: eventsOf(lines), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Reads the whole file once: its header when every line is in order, else it throws. */
export async function verifyBackup(file: string): Promise<Header> {
  const backup = await openBackup(file);
  try {
    for await (const _ of backup.events) { /* the events check themselves */ }
    return backup.header;
  } finally {
    await backup.close();
  }
}

async function readHeader(lines: AsyncGenerator<string>): Promise<Header> {
  let first;
  try {
    first = await lines.next();
  } catch {
    throw new NotABackupError("not a LegalWatch backup");
  }
  if (first.done || first.value.length > MAX_HEADER_CHARS) {
    throw new NotABackupError("not a LegalWatch backup");
  }
  const parsed = BackupHeader.safeParse(parseJson(first.value));
  if (!parsed.success) throw new NotABackupError("not a LegalWatch backup");
  return parsed.data[1];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function* eventsOf(lines: AsyncGenerator<string>): AsyncGenerator<BackupEvent> {
  let table: { name: string; rows: number } | null = null;
  let tables = 0;
  try {
    for await (const line of lines) {
      if (line.startsWith("{")) {
        if (!table) throw new DamagedBackupError("a row outside any table");
        table.rows++;
        yield { kind: "row", line };
        continue;
      }
      const parsed = BackupMarker.safeParse(parseJson(line));
      if (!parsed.success) {
        throw new DamagedBackupError("a line that is neither a row nor a marker");
      }
      const marker = parsed.data;
      if (marker[0] === "table") {
        if (table) throw new DamagedBackupError(`the table ${table.name} does not end`);
        table = { name: marker[1], rows: 0 };
        yield { kind: "table", table: marker[1], columns: marker[2] };
      } else if (marker[0] === "end") {
        if (table?.name !== marker[1]) {
          throw new DamagedBackupError(`an unexpected end of ${marker[1]}`);
        }
        if (table.rows !== marker[2]) {
          throw new DamagedBackupError(
            `${table.name}: ${marker[2]} rows written, ${table.rows} read`,
          );
        }
        yield { kind: "end", table: marker[1], rows: marker[2] };
        tables++;
        table = null;
      } else if (marker[0] === "sequence") {
        yield { kind: "sequence", name: marker[1], value: marker[2] };
      } else {
        if (table || marker[1] !== tables) throw new DamagedBackupError("tables are missing");
        return;
      }
    }
  } catch (error) {
    throw error instanceof LineError ? new DamagedBackupError(error.message) : error;
  }
  throw new DamagedBackupError("the file ends early (it was cut short)");
}
