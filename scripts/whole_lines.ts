/**
 * Runs a command whose output shares the terminal with another's (the two halves of a full run,
 * scripts/test.ts) and passes its output on in whole lines only: `deno test` writes a test's name,
 * then its result on the same line seconds later, which the other process's lines would split.
 */

/** Longest part of a line held back while waiting for its end; beyond it, it is written as is. */
const MAX_HELD_BYTES = 1 << 20;

/** Copies `from` to `to`, each write ending at a line end (but for a line over MAX_HELD_BYTES). */
export async function copyWholeLines(
  from: ReadableStream<Uint8Array>,
  to: { write(bytes: Uint8Array): Promise<number> },
): Promise<void> {
  let held = new Uint8Array(0);
  const writeAll = async (bytes: Uint8Array) => {
    for (let at = 0; at < bytes.length;) at += await to.write(bytes.subarray(at));
  };
  for await (const chunk of from) {
    const joined = new Uint8Array(held.length + chunk.length);
    joined.set(held);
    joined.set(chunk, held.length);
    const end = joined.lastIndexOf(10) + 1; // after the last "\n"
    const cut = end > 0 ? end : joined.length > MAX_HELD_BYTES ? joined.length : 0;
    if (cut > 0) await writeAll(joined.subarray(0, cut));
    held = joined.slice(cut);
  }
  if (held.length) await writeAll(held);
}

/** Runs `cmd` with its stdout and stderr passed on in whole lines; answers whether it succeeded. */
export async function runInWholeLines(
  cmd: string,
  args: string[],
  env?: Record<string, string>,
): Promise<boolean> {
  const child = new Deno.Command(cmd, { args, env, stdout: "piped", stderr: "piped" }).spawn();
  const [status] = await Promise.all([
    child.status,
    copyWholeLines(child.stdout, Deno.stdout),
    copyWholeLines(child.stderr, Deno.stderr),
  ]);
  return status.success;
}
