/** The text of an HTML page's bytes, by the charset its Content-Type or a <meta> declares. */

function charsetOf(contentType: string, head: string): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta\b[^>]*charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  return declared ?? "utf-8";
}

/**
 * Decodes a page: by the Content-Type's charset, else a <meta> charset in its first 2 KiB, else
 * as UTF-8 (also for a charset TextDecoder does not know).
 */
export function decodeHtml(bytes: Uint8Array, contentType: string | null | undefined): string {
  // The meta charset is ASCII, so a Latin-1 look at the start is enough to find it.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 2048));
  try {
    return new TextDecoder(charsetOf(contentType ?? "", head)).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes); // unknown label: UTF-8
  }
}
