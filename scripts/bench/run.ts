/**
 * `deno task bench`: runs every benchmark under scripts/bench/ (each `*_bench.ts`, plus
 * ai_accuracy.ts and obligations_accuracy.ts) one after the other, each in its own process so that memory figures are its
 * own. A name given as argument runs only the matching ones.
 */
const dir = new URL("./", import.meta.url);
const names: string[] = [];
for await (const entry of Deno.readDir(dir)) {
  if (entry.isFile && (entry.name.endsWith("_bench.ts") || entry.name.endsWith("_accuracy.ts"))) {
    names.push(entry.name);
  }
}
names.sort();
const wanted = names.filter((n) => Deno.args.length === 0 || Deno.args.some((a) => n.includes(a)));
let failed = 0;
for (const name of wanted) {
  console.log(`\n=== ${name}`);
  const { success } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL(name, dir).pathname],
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (!success) failed++;
}
if (failed) {
  console.error(`bench: ${failed} benchmark(s) failed`);
  Deno.exit(1);
}
