/** The one argument of `deno task backup FILE` and `deno task restore FILE`, checked with zod. */
import { parseArgs } from "node:util";
import { z } from "zod";

const File = z.string().trim().min(1, "FILE is required").max(4096, "FILE is too long");

/** The FILE argument, or null after printing what is wrong and the usage. */
export function backupFileArgument(task: "backup" | "restore", argv: string[]): string | null {
  const usage = `usage: deno task ${task} FILE`;
  let positionals: string[];
  try {
    positionals = parseArgs({ args: argv, options: {}, allowPositionals: true }).positionals;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return null;
  }
  const parsed = z.tuple([File]).safeParse(positionals);
  if (!parsed.success) {
    console.error(`${task}: give exactly one FILE\n${usage}`);
    return null;
  }
  return parsed.data[0];
}
