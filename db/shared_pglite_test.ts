import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { rowsOf } from "./client.ts";
import { findSharedPglite, openForShellTask, sharePglite } from "./shared_pglite.ts";
import { openTestPglite } from "./testing.ts";

const modeOf = async (path: string) => ((await Deno.stat(path)).mode ?? 0) & 0o777;

/** Connects with postgres.js and answers the SQLSTATE of the failure, or "ok". */
async function tryConnect(url: string): Promise<string> {
  const client = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await client`select 1 as one`;
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end({ timeout: 1 });
  }
}

async function readMessage(conn: Deno.Conn): Promise<Uint8Array> {
  const buffer = new Uint8Array(1024);
  const n = await conn.read(buffer);
  return buffer.subarray(0, n ?? 0);
}

function startupMessage(user: string): Uint8Array {
  const params = new TextEncoder().encode(`user\0${user}\0database\0postgres\0\0`);
  const message = new Uint8Array(8 + params.length);
  const view = new DataView(message.buffer);
  view.setInt32(0, message.length);
  view.setInt32(4, 196_608);
  message.set(params, 8);
  return message;
}

Deno.test("the shared PGlite admits only clients with the password from server.json", async (t) => {
  const dataDir = await Deno.makeTempDir({ prefix: "legalwatch-share-" });
  const database = await openTestPglite(); // the socket serves any PGlite; dataDir holds server.json
  const stop = await sharePglite(database.pglite!, dataDir);
  try {
    const url = await findSharedPglite(dataDir);
    assert.ok(url, "the record names a live server");
    const { port, password } = JSON.parse(await Deno.readTextFile(`${dataDir}/server.json`));
    assert.match(password, /^[0-9a-f]{64}$/);

    await t.step("server.json can be read by its owner only", async () => {
      assert.equal(await modeOf(`${dataDir}/server.json`), 0o600);
    });

    await t.step("no password, or a wrong one, is refused before PGlite answers", async () => {
      assert.equal(await tryConnect(`postgres://postgres@127.0.0.1:${port}/postgres`), "28P01");
      assert.equal(
        await tryConnect(`postgres://postgres:${"0".repeat(64)}@127.0.0.1:${port}/postgres`),
        "28P01",
      );
      assert.equal(
        await tryConnect(`postgres://postgres:${password}x@127.0.0.1:${port}/postgres`),
        "28P01",
      );
    });

    await t.step("the password from server.json connects and queries", async () => {
      assert.equal(await tryConnect(url), "ok");
    });

    await t.step("a client asking for SSL is told no, then still needs the password", async () => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      try {
        await conn.write(new Uint8Array([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]));
        assert.deepEqual([...await readMessage(conn)], [0x4e]); // 'N'
        await conn.write(startupMessage("mallory"));
        // AuthenticationCleartextPassword, not PGlite's AuthenticationOk.
        assert.deepEqual([...await readMessage(conn)], [0x52, 0, 0, 0, 8, 0, 0, 0, 3]);
        await conn.write(
          new Uint8Array([0x51, 0, 0, 0, 13, ...new TextEncoder().encode("select 1\0")]),
        );
        const answer = new TextDecoder().decode(await readMessage(conn));
        assert.match(answer, /^E/);
        assert.match(answer, /expected a password message/);
        assert.equal((await readMessage(conn)).length, 0, "the server closes the connection");
      } finally {
        conn.close();
      }
    });

    await t.step("a shell task reaches the running server through the socket", async () => {
      await database.pglite!.exec(
        "create table shared_probe (x int); insert into shared_probe values (42)",
      );
      const shell = await openForShellTask({ url: null, dataDir });
      try {
        assert.equal(shell.driver, "postgres");
        const rows = rowsOf<{ x: number }>(await shell.db.execute(sql`select x from shared_probe`));
        assert.deepEqual([...rows], [{ x: 42 }]);
      } finally {
        await shell.close();
      }
    });
  } finally {
    await stop();
    await database.close();
  }
  assert.equal(await findSharedPglite(dataDir), null, "stopping removes the record");
  await Deno.remove(dataDir, { recursive: true });
});

Deno.test("a socket client's statements are never interleaved with other queries", async (t) => {
  const dataDir = await Deno.makeTempDir({ prefix: "legalwatch-share-" });
  const database = await openTestPglite(); // the socket serves any PGlite; dataDir holds server.json
  const stop = await sharePglite(database.pglite!, dataDir);
  const url = (await findSharedPglite(dataDir))!;
  // postgres.js sends Parse, Describe and Flush, waits, then Bind, Execute and Sync: the window
  // in which another statement used to replace the client's unnamed one.
  const clients = [postgres(url, { max: 1, onnotice: () => {} }), postgres(url, { max: 1 })];
  let serverQueries = true;
  const server = (async () => {
    for (let i = 0; serverQueries; i++) {
      await database.db.execute(sql`select ${i}::int as a, ${"x"}::text as b, ${true} as c`);
      // PGlite answers without a turn of the event loop: let the sockets be read, as requests
      // to the real server do.
      await new Promise((r) => setTimeout(r, 0));
    }
  })();
  try {
    await t.step(
      "parameterised queries of two clients and the server all answer right",
      async () => {
        const runs = clients.map(async (client, c) => {
          for (let i = 0; i < 60; i++) {
            const [row] = await client`select ${c}::int as client, ${i}::int as i`;
            assert.deepEqual({ ...row }, { client: c, i });
          }
        });
        await Promise.all(runs);
      },
    );

    await t.step("a client's open transaction is its own until it ends", async () => {
      const [client] = clients;
      await client!.begin(async (tx) => {
        await tx`create temp table held (n int)`;
        await tx`insert into held values (${1})`;
        await new Promise((r) => setTimeout(r, 50)); // the server's loop is waiting meanwhile
        const [row] = await tx`select count(*)::int as n from held`;
        assert.equal(row?.n, 1);
      });
    });
  } finally {
    serverQueries = false;
    await server;
    await Promise.all(clients.map((client) => client.end({ timeout: 1 })));
    await stop();
    await database.close();
    await Deno.remove(dataDir, { recursive: true });
  }
});
