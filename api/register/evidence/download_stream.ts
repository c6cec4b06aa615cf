/**
 * The bytes of a stored evidence file as a stream of its stored parts (at most 1 MiB each), read
 * from the database one at a time when the client pulls (issue 29): a 10 MB download holds about
 * one part, not the whole file in postgres.js's hex text and its decoded copy (ADRs 0171,
 * 0183).
 */
import type { Db } from "../../../db/client.ts";
import { evidencePart } from "../../../db/queries/register/evidence.ts";

/**
 * Streams the `size` bytes of file `id`, part after part; errors (the answer breaks off) if the
 * parts end before `size` bytes or run past it, as when the file is removed while downloaded.
 */
export function evidenceStream(db: Db, file: { id: number; size: number }) {
  let sent = 0;
  let part = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= file.size) return controller.close();
      const bytes = await evidencePart(db, { id: file.id, part });
      if (!bytes || bytes.length === 0 || sent + bytes.length > file.size) {
        return controller.error(new Error("evidence/download: the file changed while read"));
      }
      sent += bytes.length;
      part++;
      controller.enqueue(bytes);
    },
  });
}
