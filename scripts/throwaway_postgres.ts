/**
 * A throwaway PostgreSQL cluster from the installed server binaries: a temp dir, a free port,
 * trust authentication on 127.0.0.1 only; as root it runs as the postgres user (initdb refuses
 * root). Used by the test script and the benchmarks. Answers null when no binaries are found.
 *
 * The cluster lives in /dev/shm when the machine has it: a test run makes a database per test
 * file and writes over a GB of data and WAL that nobody keeps; in memory, writing them costs no
 * disk I/O and removing them at the end takes a fraction of a second instead of 10 to 30 s.
 */
import { freePort } from "./free_port.ts";

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

async function findBinDir(): Promise<string | null> {
  const candidates = ["/usr/local/bin", "/usr/bin"];
  try {
    for await (const entry of Deno.readDir("/usr/lib/postgresql")) {
      candidates.push(`/usr/lib/postgresql/${entry.name}/bin`);
    }
  } catch { /* no Debian layout */ }
  for (const dir of candidates) {
    try {
      await Deno.stat(`${dir}/initdb`);
      await Deno.stat(`${dir}/pg_ctl`);
      return dir;
    } catch { /* try the next */ }
  }
  return null;
}

/** Free space /dev/shm needs for a whole test run's cluster (it peaks near 1.2 GB). */
const SHM_NEEDED_KIB = 3 * 1024 * 1024;

/**
 * Where the cluster's temp dir goes: memory-backed /dev/shm when it has room (a container's is
 * often 64 MB), else the system temp dir.
 */
async function clusterParent(): Promise<string | undefined> {
  try {
    const out = await new Deno.Command("df", { args: ["-k", "--output=avail", "/dev/shm"] })
      .output();
    const availableKib = Number(new TextDecoder().decode(out.stdout).trim().split("\n").at(-1));
    return out.success && availableKib >= SHM_NEEDED_KIB ? "/dev/shm" : undefined;
  } catch {
    return undefined;
  }
}

async function exec(cmd: string, args: string[], asPostgres: boolean): Promise<void> {
  const [program, argv] = asPostgres ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [
    cmd,
    args,
  ];
  const out = await new Deno.Command(program, { args: argv, stdout: "piped", stderr: "piped" })
    .output();
  if (!out.success) {
    const text = new TextDecoder().decode(out.stderr) || new TextDecoder().decode(out.stdout);
    throw new Error(`throwaway_postgres: ${cmd} failed: ${text.trim()}`);
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = await findBinDir();
  if (!bin) return null;
  const asPostgres = Deno.uid() === 0;
  const dir = await Deno.makeTempDir({ dir: await clusterParent(), prefix: "legalwatch-pg-" });
  if (asPostgres) await exec("chown", ["postgres", dir], false);
  const port = freePort();
  const data = `${dir}/data`;
  try {
    await exec(`${bin}/initdb`, [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ], asPostgres);
    await exec(`${bin}/pg_ctl`, [
      "-D",
      data,
      "-l",
      `${dir}/pg.log`,
      "-w",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c wal_level=minimal -c max_wal_senders=0 -c max_connections=200`,
      "start",
    ], asPostgres);
  } catch (error) {
    console.warn(String((error as Error).message));
    await Deno.remove(dir, { recursive: true }).catch(() => {});
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec(`${bin}/pg_ctl`, ["-D", data, "-m", "immediate", "-w", "stop"], asPostgres)
        .catch(() => {});
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    },
  };
}
