/** CPU time of a process, for the benches that measure a child's cost (Linux /proc). */

const CLOCK_TICKS = 100; // getconf CLK_TCK on Linux

/** User + system CPU of a process so far, in ms. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await Deno.readTextFile(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 1000 / CLOCK_TICKS;
}
