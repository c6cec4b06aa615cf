/**
 * /api/rss-sources (spec part 2 §7): admins list the sources (optionally of one sourceType),
 * each with its health (issue 14), and export them as OPML (GET /opml); superadmins create,
 * edit, delete and sync them, and import OPML (POST /opml: api/sources/opml_read.ts reads it,
 * db/queries/source_import.ts writes it in one transaction). Deleting a source empties the
 * rssSourceId of its legal updates (FK set null). The sync work itself is
 * api/sources/sync_calls.ts.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { findJurisdiction, listAdminJurisdictions } from "../../db/queries/jurisdictions.ts";
import { importSources } from "../../db/queries/source_import.ts";
import { decodeXmlBytes } from "../../workers/feeds/parse/xml_prolog.ts";
import {
  createSource,
  deleteSource,
  findSource,
  listSources,
  type SourceRow,
  updateSource,
} from "../../db/queries/sources.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { lacksNeededKey } from "../../domain/source_formats.ts";
import { requireRole, WRITE_METHODS } from "../middleware/require_role.ts";
import {
  OpmlImportQuery,
  RssSourceBody,
  RssSourceQuery,
  SOURCE_MESSAGES,
} from "../schemas/sources.ts";
import { SYNC_MESSAGES, syncInBackground, syncSourceInline } from "../sources/sync_calls.ts";
import { OpmlFileError, type OpmlReading, readOpml } from "../sources/opml_read.ts";
import { OPML_FILE_NAME, writeOpml } from "../sources/opml_write.ts";
import { healthOf, type WithHealth } from "../sources/with_health.ts";
import { onInvalid } from "../validation.ts";
import { parseId } from "../path_id.ts";
import { writeSourceKey } from "../../db/queries/source_keys.ts";
import { type KeyWrite, originOf, planKeyWrite } from "../sources/source_key.ts";

/** One source as the listing shows it, with its health. */
async function answerOne(db: Db, id: number, now: Date): Promise<WithHealth<SourceRow>> {
  const source = await findSource(db, id);
  if (!source) throw new ApiError(404, SOURCE_MESSAGES.sourceNotFound);
  return (await healthOf(db, now, { sourceId: id }))(source);
}

/** Writes a save's key change with its audit row (never the key: ADR 0170). */
async function applyKeyWrite(
  c: { var: AppEnv["Variables"] },
  sourceId: number,
  write: KeyWrite | null,
): Promise<void> {
  if (!write) return;
  const actorId = c.var.user?.id ?? null;
  await writeSourceKey(c.var.db, { sourceId, ...write, actorId, now: c.var.now() });
}

async function requireJurisdiction(db: Db, id: number): Promise<void> {
  if (await findJurisdiction(db, id)) return;
  throw new ApiError(400, SOURCE_MESSAGES.jurisdictionMissing, {
    errors: { jurisdictionId: SOURCE_MESSAGES.jurisdictionMissing },
  });
}

/** The OPML document's sources; a file that is not readable OPML is a 400 naming why. */
function readOrRefuse(text: string): OpmlReading {
  try {
    return readOpml(text);
  } catch (err) {
    if (!(err instanceof OpmlFileError)) throw err;
    throw new ApiError(400, err.message, {
      created: 0,
      skipped: 0,
      errors: [err.problem],
      createdJurisdictions: [],
      ungrouped: 0,
      needsKey: [],
    });
  }
}

/**
 * The entries with the sources outside any group moved into jurisdiction `id` when the importer
 * chose one (a 400 when it does not exist), else as read (into "Imported").
 */
async function placeUngrouped(
  db: Db,
  entries: OpmlReading["entries"],
  id: number | undefined,
): Promise<OpmlReading["entries"]> {
  if (id === undefined) return entries;
  const target = await findJurisdiction(db, id);
  if (!target) {
    throw new ApiError(400, SOURCE_MESSAGES.jurisdictionMissing, {
      errors: { ungroupedJurisdictionId: SOURCE_MESSAGES.jurisdictionMissing },
    });
  }
  return entries.map((e) => e.ungrouped ? { ...e, group: target.name } : e);
}

export const rssSources = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_ROLES))
  .on(WRITE_METHODS, "*", requireRole("superadmin"))
  .get("/", zValidator("query", RssSourceQuery, onInvalid), async (c) => {
    const { sourceType } = c.req.valid("query");
    const { db } = c.var;
    const sources = await listSources(db, { sourceType });
    return c.json(sources.map(await healthOf(db, c.var.now())));
  })
  .post("/", zValidator("json", RssSourceBody, onInvalid), async (c) => {
    const { db } = c.var;
    const { apiKey, ...body } = c.req.valid("json");
    await requireJurisdiction(db, body.jurisdictionId);
    const keyWrite = await planKeyWrite(c.var.secrets, {
      apiKey,
      format: body.format,
      stored: false,
      addressChanged: false,
    });
    const id = await createSource(db, body, c.var.now());
    await applyKeyWrite(c, id, keyWrite);
    return c.json(await answerOne(db, id, c.var.now()), 201);
  })
  .post("/sync", (c) => syncInBackground(c, { kind: "all" }))
  .get("/opml", async (c) => {
    const opml = writeOpml(await listAdminJurisdictions(c.var.db), c.var.now());
    return c.body(opml, 200, {
      "content-type": "text/x-opml; charset=utf-8",
      "content-disposition": `attachment; filename="${OPML_FILE_NAME}"`,
    });
  })
  .post("/opml", zValidator("query", OpmlImportQuery, onInvalid), async (c) => {
    const { ungroupedJurisdictionId } = c.req.valid("query");
    // The global body limit (1 MiB) has already refused a larger document.
    const text = decodeXmlBytes(new Uint8Array(await c.req.arrayBuffer()));
    const { entries, emptyGroups, errors } = readOrRefuse(text);
    const sources = await placeUngrouped(c.var.db, entries, ungroupedJurisdictionId);
    const result = await importSources(c.var.db, { sources, emptyGroups }, c.var.now());
    return c.json({
      created: result.created,
      skipped: result.skipped,
      errors,
      createdJurisdictions: result.createdJurisdictions,
      ungrouped: entries.filter((e) => e.ungrouped).length,
      needsKey: result.createdSources.filter((s) => lacksNeededKey({ ...s, apiKeySet: false }))
        .map((s) => ({ line: s.line, title: s.name })),
    });
  })
  .post("/:id/sync", async (c) => {
    const id = parseId(c.req.param("id"), SYNC_MESSAGES.sourceNotFound);
    if (!await findSource(c.var.db, id)) throw new ApiError(404, SYNC_MESSAGES.sourceNotFound);
    return await syncSourceInline(c, id);
  })
  .put("/:id", zValidator("json", RssSourceBody, onInvalid), async (c) => {
    const id = parseId(c.req.param("id"), SOURCE_MESSAGES.sourceNotFound);
    const { db } = c.var;
    const { apiKey, ...body } = c.req.valid("json");
    const before = await findSource(db, id);
    if (!before) throw new ApiError(404, SOURCE_MESSAGES.sourceNotFound);
    await requireJurisdiction(db, body.jurisdictionId);
    const keyWrite = await planKeyWrite(c.var.secrets, {
      apiKey,
      format: body.format,
      stored: before.apiKeySet,
      addressChanged: originOf(before.url) !== originOf(body.url),
    });
    // A new URL is a new server, a new format or selector a new reading of it: the validators
    // (a 304 would skip the new reading) and the backoff start afresh.
    const resetSyncState = before.url !== body.url || before.format !== body.format ||
      before.selector !== body.selector;
    await updateSource(db, id, { fields: body, resetSyncState, now: c.var.now() });
    await applyKeyWrite(c, id, keyWrite);
    return c.json(await answerOne(db, id, c.var.now()));
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"), SOURCE_MESSAGES.sourceNotFound);
    if (!await deleteSource(c.var.db, id)) throw new ApiError(404, SOURCE_MESSAGES.sourceNotFound);
    return c.json({ message: "RSS source deleted" });
  });
