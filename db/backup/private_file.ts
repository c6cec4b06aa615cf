/**
 * A gzip-compressed text file that only its owner can read (mode 0600: a backup holds password
 * hashes and every company's records), written atomically: into a temporary file beside the
 * target, flushed to disk, then renamed over it. A failure removes the temporary file, so the
 * target is either the whole new file or what was there before.
 */
import { basename, dirname, join } from "node:path";

/** Writes one line of text at a time; waits while the disk is behind. */
export interface PrivateFileWriter {
  line(text: string): Promise<void>;
}

/** Runs `write` into a temporary file, then renames it to `file`; answers what `write` did. */
export async function writePrivateFileAtomically<T>(
  file: string,
  write: (out: PrivateFileWriter) => Promise<T>,
): Promise<T> {
  const random = crypto.randomUUID().slice(0, 8);
  const temporary = join(dirname(file), `.${basename(file)}.${random}.tmp`);
  const handle = await Deno.open(temporary, { write: true, createNew: true, mode: 0o600 });
  // The umask may only take bits away; this also covers a platform that ignored the mode.
  if (Deno.build.os !== "windows") await Deno.chmod(temporary, 0o600);
  const gzip = new CompressionStream("gzip");
  const flushed = gzip.readable.pipeTo(handle.writable);
  const writer = gzip.writable.getWriter();
  const encoder = new TextEncoder();
  try {
    const result = await write({ line: (text) => writer.write(encoder.encode(`${text}\n`)) });
    await writer.close();
    await flushed; // closes the file
    await syncFile(temporary);
    await Deno.rename(temporary, file);
    return result;
  } catch (error) {
    await writer.abort(error).catch(() => {});
    await flushed.catch(() => {});
    await Deno.remove(temporary).catch(() => {});
    throw error;
  }
}

/** fsync, so that the rename never exposes a file whose blocks are not on disk yet. */
async function syncFile(path: string): Promise<void> {
  const handle = await Deno.open(path, { read: true });
  try {
    await handle.sync();
  } finally {
    handle.close();
  }
}
