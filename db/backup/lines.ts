/**
 * The lines of a gzip-compressed text file, read as a stream: each byte is looked at once, and
 * memory holds one line (at most `maxChars` characters) plus one chunk, however big the file is.
 */

/** A file that cannot be read as gzip-compressed lines, or with a line over the limit. */
export class LineError extends Error {}

/** Bytes of gunzipped UTF-8 text → lines (without "\n"); a line over `maxChars` throws. */
export async function* gunzipLines(
  bytes: ReadableStream<Uint8Array<ArrayBuffer>>,
  maxChars: number,
): AsyncGenerator<string> {
  const text = bytes
    .pipeThrough(new DecompressionStream("gzip"))
    .pipeThrough(new TextDecoderStream("utf-8", { fatal: true }));
  let parts: string[] = [];
  let length = 0;
  try {
    for await (const chunk of text) {
      let start = 0;
      for (let end = chunk.indexOf("\n"); end !== -1; end = chunk.indexOf("\n", start)) {
        length += end - start;
        if (length > maxChars) throw new LineError(`a line is longer than ${maxChars} characters`);
        parts.push(chunk.slice(start, end));
        yield parts.join("");
        parts = [];
        length = 0;
        start = end + 1;
      }
      length += chunk.length - start;
      if (length > maxChars) throw new LineError(`a line is longer than ${maxChars} characters`);
      if (start < chunk.length) parts.push(chunk.slice(start));
    }
  } catch (error) {
    if (error instanceof LineError) throw error;
    // Not gzip, a damaged or truncated stream, or bytes that are not UTF-8.
    throw new LineError((error as Error).message);
  }
  if (length > 0) yield parts.join("");
}
