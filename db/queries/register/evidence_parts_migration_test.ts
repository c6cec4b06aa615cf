/**
 * The evidence parts' migration (0028_evidence_parts, ADR 0183) on a database whose
 * evidence files were stored whole in `register_evidence.content`: each file's bytes move into
 * 1 MiB parts that read back byte for byte, a removed file (no bytes) gets none, and the old
 * column is emptied.
 */
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../client.ts";
import { emptyDatabase, migrationsBefore } from "../../migration_testing.ts";
import { evidencePart } from "./evidence.ts";

const MIB = 1024 * 1024;

Deno.test({
  name: "evidence stored whole before the parts table downloads byte for byte after the migration",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const before = await migrationsBefore("0028_evidence_parts");
    const { database, migrate, drop } = await emptyDatabase();
    try {
      const db = database.db;
      await migrate(before);
      // 2.5 MiB of varied bytes (not compressible into sameness), one small file, one removed.
      const big = new Uint8Array(2.5 * MIB).map((_, i) => (i * 7 + (i >> 11)) & 0xff);
      const small = new TextEncoder().encode("signed off\n");
      await db.execute(sql`insert into register_entries (scope, duty) values ('acme', 'Keep')`);
      for (
        const [name, bytes, removed] of [
          ["big.bin", big, false],
          ["small.txt", small, false],
          ["gone.txt", new Uint8Array(0), true],
        ] as const
      ) {
        await db.execute(sql`
          insert into register_evidence (entry_id, file_name, media_type, size, sha256, content,
            removed_at)
          values (1, ${name}, 'text/plain', ${bytes.length}, 'x', ${bytes},
            ${removed ? sql`now()` : null})`);
      }
      await database.migrate();

      const parts = rowsOf<{ evidence_id: number; part: number; n: number }>(
        await db.execute(sql`
          select evidence_id, part, length(bytes)::int as n from register_evidence_parts
          order by evidence_id, part`),
      );
      assert.deepEqual(parts.map((p) => [p.evidence_id, p.part, p.n]), [
        [1, 0, MIB],
        [1, 1, MIB],
        [1, 2, MIB / 2],
        [2, 0, small.length],
      ]);
      const read = [];
      for (let part = 0; part < 3; part++) read.push(await evidencePart(db, { id: 1, part }));
      const joined = new Uint8Array(big.length);
      read.forEach((bytes, part) => joined.set(bytes!, part * MIB));
      assert.deepEqual(joined, big, "the big file reads back byte for byte");
      assert.deepEqual(new Uint8Array((await evidencePart(db, { id: 2, part: 0 }))!), small);
      assert.equal(await evidencePart(db, { id: 1, part: 3 }), null, "no part past the end");
      const left = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(*)::int as n from register_evidence where content is not null`),
      );
      assert.equal(left[0]!.n, 0, "the old column is emptied");
    } finally {
      await drop();
      await Deno.remove(before, { recursive: true });
    }
  },
});
