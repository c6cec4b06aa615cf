/**
 * POST /api/legal-updates/manual (admins, spec part 2 §5 and §7): a legal update from a link.
 * The page is fetched through the guarded fetcher and its main text becomes the content (the
 * title when the fetch fails, which the message says); the analysis writes the summary; the
 * chosen category stands. The update starts pending, dated today, like synced ones.
 */
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { findUpdateIdByKey, insertNewUpdates } from "../../db/queries/ingest.ts";
import { findJurisdiction } from "../../db/queries/sources.ts";
import type { Analyser, UpdateAnalysis } from "../../workers/ai/analyser.ts";
import { fetchPageText } from "../../workers/feeds/fetch/page_fetch.ts";
import { normaliseUrl } from "../../domain/link_key.ts";
import { ADMIN_ROLES } from "../../domain/roles.ts";
import { canonicalCategory } from "../../domain/categories.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { requireRole } from "../middleware/require_role.ts";
import { MANUAL_UPDATE_MESSAGES as M, ManualUpdateBody } from "../schemas/manual_update.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";
import { onInvalid } from "../validation.ts";

/** The analysis, or null when the analyser failed (the analysis job then retries it). */
async function analyse(analyser: Analyser, input: { title: string; content: string }) {
  try {
    return await analyser.analyseUpdate(input);
  } catch (error) {
    console.error("legal-updates/manual: analysis failed:", error);
    return null;
  }
}

function messageFor(fetchFailure: string | null, analysis: UpdateAnalysis | null): string {
  const analysed = analysis ? "" : " The AI analysis will be retried shortly.";
  if (fetchFailure === null) {
    return `Legal update created from the page's content and sent for review.${analysed}`;
  }
  return `Legal update created, but the page could not be fetched (${fetchFailure}), so its ` +
    `title is used as the content. It was sent for review.${analysed}`;
}

export const manualUpdates = new Hono<AppEnv>()
  .post(
    "/manual",
    requireRole(...ADMIN_ROLES),
    zValidator("json", ManualUpdateBody, onInvalid),
    async (c) => {
      const input = c.req.valid("json");
      const db = c.var.db;
      const jurisdiction = await findJurisdiction(db, input.jurisdictionId);
      if (!jurisdiction) {
        const message = SOURCE_MESSAGES.jurisdictionMissing;
        throw new ApiError(400, message, { errors: { jurisdictionId: message } });
      }
      const sourceUrlKey = normaliseUrl(input.sourceUrl);
      // Checked before fetching to spare the fetch; the unique index decides under a race.
      if (await findUpdateIdByKey(db, sourceUrlKey) !== null) throw new ApiError(409, M.duplicate);

      const page = await fetchPageText(input.sourceUrl, {
        allowPrivate: c.var.config.allowPrivateFetch ?? false,
      });
      const content = page.ok ? page.text : input.title;
      const analysis = await analyse(c.var.analyser, { title: input.title, content });
      const aiCategory = input.aiCategory
        ? canonicalCategory(input.aiCategory)
        : analysis?.category ?? null;
      const publishDate = c.var.now();
      const [id] = await insertNewUpdates(db, [{
        title: input.title,
        content,
        sourceUrl: input.sourceUrl,
        sourceUrlKey,
        publishDate,
        jurisdictionId: jurisdiction.id,
        rssSourceId: null,
        source: input.source,
        aiSummary: analysis?.summary ?? null,
        aiCategory,
        analysisState: analysis ? "done" : "pending",
      }]);
      if (id === undefined) throw new ApiError(409, M.duplicate);

      return c.json({
        message: messageFor(page.ok ? null : page.reason, analysis),
        id,
        title: input.title,
        status: "pending" as const,
        aiSummary: analysis?.summary ?? null,
        aiCategory,
        sourceUrl: input.sourceUrl,
        publishDate: publishDate.toISOString(),
        jurisdiction,
        source: input.source,
        contentFetched: page.ok,
      }, 201);
    },
  );
