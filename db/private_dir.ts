/**
 * Keeps PGlite's directory private to the user running LegalWatch: the directory is 0700 and
 * nothing in it is readable or writable by group or others. The umask cannot do this alone:
 * PGlite (Emscripten's NODEFS) writes its initial cluster with explicit chmod calls to 0666, so
 * the modes are tightened after PGlite has opened the directory (measured in private_dir_test.ts).
 * POSIX modes only: on Windows the directory keeps the ACLs of its parent.
 */

const OWNER_ONLY = 0o700;
const posix = Deno.build.os !== "windows";

/** Creates dir (and missing parents) if needed, and makes it 0700 even when it existed. */
export async function preparePrivateDir(dir: string): Promise<void> {
  await Deno.mkdir(dir, { recursive: true, mode: OWNER_ONLY });
  if (posix) await Deno.chmod(dir, OWNER_ONLY);
}

/**
 * Removes the group and other bits of every file and directory under dir (owner bits stay:
 * 0666 becomes 0600, 0755 becomes 0700). Symbolic links are neither followed nor changed.
 * Answers how many entries it changed.
 */
export async function restrictToOwner(dir: string): Promise<number> {
  if (!posix) return 0;
  let changed = 0;
  const pending = [dir];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for (const entry of await entriesOf(current)) {
      if (entry.isSymlink) continue;
      const path = `${current}/${entry.name}`;
      if (entry.isDirectory) pending.push(path);
      if (await removeGroupAndOther(path)) changed++;
    }
  }
  return changed;
}

// PostgreSQL removes temporary files and folders while it runs: one gone is one not exposed.

async function entriesOf(dir: string): Promise<Deno.DirEntry[]> {
  try {
    return await Array.fromAsync(Deno.readDir(dir));
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
}

async function removeGroupAndOther(path: string): Promise<boolean> {
  try {
    const mode = (await Deno.lstat(path)).mode;
    if (mode === null || (mode & 0o077) === 0) return false;
    await Deno.chmod(path, mode & OWNER_ONLY);
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}
