/**
 * Reading a response body under a size cap, enforced on the declared length and again while
 * streaming, so that a 20 MiB (or endless) body is cut off after the cap, not buffered.
 */
import { FetchError } from "./fetch_error.ts";

const MIB = 1024 * 1024;

function describeBytes(bytes: number): string {
  return bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`;
}

/**
 * Reads the body, refusing it as soon as it passes `maxBytes` (declared or streamed). A response
 * of a fetch, or a request a hub pushed (api/routes/websub.ts).
 */
export async function readCapped(
  res: Pick<Response, "headers" | "body">,
  maxBytes: number,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new FetchError("too_large", `feeds/fetcher: body larger than ${describeBytes(maxBytes)}`);
  const declared = Number(res.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw tooLarge();
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
