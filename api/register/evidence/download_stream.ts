/**
 * The bytes of a stored evidence file as a stream of 1 MiB slices read from the database one at a
 * time (issue 29): a 10 MB download holds about one slice, not the whole file in postgres.js's hex
 * text and its decoded copy (ADR 0171).
 */
import type { Db } from "../../../db/client.ts";
import { evidenceSlice } from "../../../db/queries/register/evidence.ts";

/** The size of one slice read. */
export const DOWNLOAD_SLICE_BYTES = 1024 * 1024;

/**
 * Streams the `size` bytes of file `id`; errors (the answer breaks off) if the file ends early,
 * as when it is removed while being downloaded.
 */
export function evidenceStream(db: Db, file: { id: number; size: number }) {
  let from = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (from >= file.size) return controller.close();
      const length = Math.min(DOWNLOAD_SLICE_BYTES, file.size - from);
      const part = await evidenceSlice(db, { id: file.id, from, length });
      if (part.length !== length) {
        return controller.error(new Error("evidence/download: the file changed while read"));
      }
      from += length;
      controller.enqueue(part);
    },
  });
}
