/** The 10 MB files of the evidence benches: a CSV and a PDF-headed binary. */

/** A CSV of `size` bytes: rows of four fields. */
export function csvOf(size: number): Uint8Array {
  const row = new TextEncoder().encode("C-0001,Quarterly access review,Ana Martins,2026-03-31\n");
  const bytes = new Uint8Array(size - (size % row.length));
  for (let at = 0; at < bytes.length; at += row.length) bytes.set(row, at);
  return bytes;
}

/** `size` random bytes behind a PDF header (a scanned document's worth of binary). */
export function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"), 0);
  return bytes;
}
