import assert from "node:assert/strict";
import { openDatabase } from "./client.ts";
import { preparePrivateDir, restrictToOwner } from "./private_dir.ts";

const posix = Deno.build.os !== "windows";
const modeOf = async (path: string) => ((await Deno.lstat(path)).mode ?? 0) & 0o777;

/** Every entry under dir that group or others may read, write or enter, with its mode. */
async function exposedEntries(dir: string): Promise<string[]> {
  const exposed: string[] = [];
  const pending = [dir];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    for await (const entry of Deno.readDir(current)) {
      const path = `${current}/${entry.name}`;
      if (entry.isDirectory) pending.push(path);
      const mode = await modeOf(path);
      if (!entry.isSymlink && mode & 0o077) exposed.push(`${path} ${mode.toString(8)}`);
    }
  }
  return exposed;
}

Deno.test({
  name: "the embedded database keeps DATA_DIR 0700 and nothing in it open to group or others",
  ignore: !posix,
  async fn() {
    const root = await Deno.makeTempDir({ prefix: "legalwatch-modes-" });
    const dataDir = `${root}/nested/data`; // created by the open, parents included
    try {
      const database = await openDatabase({ dataDir });
      try {
        await database.migrate();
        assert.equal(await modeOf(dataDir), 0o700);
        assert.ok((await Array.fromAsync(Deno.readDir(`${dataDir}/base`))).length > 0);
        assert.deepEqual(await exposedEntries(dataDir), []);
      } finally {
        await database.close();
      }
      assert.deepEqual(await exposedEntries(dataDir), [], "nor after it closed");
    } finally {
      await Deno.remove(root, { recursive: true });
    }
  },
});

Deno.test({
  name: "a data directory left open by an older version is made private",
  ignore: !posix,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "legalwatch-modes-" });
    try {
      await Deno.chmod(dir, 0o755);
      await Deno.mkdir(`${dir}/base/1`, { recursive: true });
      await Deno.chmod(`${dir}/base`, 0o775);
      await Deno.writeTextFile(`${dir}/base/1/1259`, "rows", { mode: 0o666 });
      await Deno.chmod(`${dir}/base/1/1259`, 0o666);
      await Deno.writeTextFile(`${dir}/PG_VERSION`, "18", { mode: 0o600 });
      const outside = await Deno.makeTempFile({ prefix: "legalwatch-outside-" });
      await Deno.chmod(outside, 0o644);
      await Deno.symlink(outside, `${dir}/link`);

      await preparePrivateDir(dir);
      const changed = await restrictToOwner(dir);

      assert.equal(await modeOf(dir), 0o700);
      assert.equal(await modeOf(`${dir}/base`), 0o700);
      assert.equal(await modeOf(`${dir}/base/1`), 0o700);
      assert.equal(await modeOf(`${dir}/base/1/1259`), 0o600);
      assert.equal(await modeOf(`${dir}/PG_VERSION`), 0o600);
      assert.equal(changed, 3, "base, base/1 and the file; not PG_VERSION, not the link");
      assert.equal(await modeOf(outside), 0o644, "a link is not followed");
      await Deno.remove(outside);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
