/**
 * A legal update from a link (spec part 2 §5 and §7, POST /api/legal-updates/manual). The page is
 * fetched through the guarded fetcher and its main text becomes the content (the title when the
 * fetch fails, which the message says); the analysis writes the summary; the chosen category
 * stands. The update starts pending, dated now, like synced ones.
 */
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { findUpdateIdByKey, insertNewUpdates } from "../../db/queries/ingest.ts";
import { findJurisdiction } from "../../db/queries/jurisdictions.ts";
import type { Analyser, UpdateAnalysis, UpdateInput } from "../../workers/ai/analyser.ts";
import { analysisRecord } from "../../workers/ai/analysis_record.ts";
import { fetchPageText } from "../../workers/feeds/fetch/page_fetch.ts";
import { canonicalCategory } from "../../domain/categories.ts";
import { normaliseUrl } from "../../domain/link_key.ts";
import { ApiError } from "../errors.ts";
import { MANUAL_UPDATE_MESSAGES as M, type ManualUpdateBody } from "../schemas/manual_update.ts";
import { SOURCE_MESSAGES } from "../schemas/sources.ts";

/** What creating a manual update needs besides the form. */
export interface ManualUpdateDeps {
  db: Db;
  analyser: Analyser;
  now: Date;
  /** ALLOW_PRIVATE_FETCH: the page may be on a loopback or private address. */
  allowPrivate: boolean;
}

/** The analysis, or null when the analyser failed (the analysis job then retries it). */
async function analyse(analyser: Analyser, input: UpdateInput) {
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
  return `Legal update created, but the page could not be read: ${fetchFailure} Its title is ` +
    `used as the content. It was sent for review.${analysed}`;
}

/**
 * Creates the update and answers the JSON of the 201. An unknown jurisdiction is a 400, a link
 * already stored (same normalised key) a 409.
 */
export async function createManualUpdate(
  input: z.output<typeof ManualUpdateBody>,
  deps: ManualUpdateDeps,
) {
  const { db } = deps;
  const jurisdiction = await findJurisdiction(db, input.jurisdictionId);
  if (!jurisdiction) {
    const message = SOURCE_MESSAGES.jurisdictionMissing;
    throw new ApiError(400, message, { errors: { jurisdictionId: message } });
  }
  const sourceUrlKey = normaliseUrl(input.sourceUrl);
  // Checked before fetching to spare the fetch; the unique index decides under a race.
  if (await findUpdateIdByKey(db, sourceUrlKey) !== null) throw new ApiError(409, M.duplicate);

  const page = await fetchPageText(input.sourceUrl, { allowPrivate: deps.allowPrivate });
  const content = page.ok ? page.text : input.title;
  const publishDate = deps.now;
  const analysis = await analyse(deps.analyser, { title: input.title, content, publishDate });
  const aiCategory = input.aiCategory
    ? canonicalCategory(input.aiCategory)
    : analysis?.category ?? null;
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
    // The analyser's own answer is its record, even where the admin chose the category.
    ...(analysis ? analysisRecord(analysis, deps.now) : {}),
    obligations: analysis?.obligations,
  }]);
  if (id === undefined) throw new ApiError(409, M.duplicate);

  return {
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
  };
}
