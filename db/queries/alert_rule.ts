/**
 * The SQL half of the alert rule (ADR 0095): the jurisdictions and industries an
 * alert allows, as one predicate that the delivery matching (alert_matching.ts) and the Atom
 * feed and test message (alert_feed.ts) all use; and the rebuild of the words alerts store for
 * the prefilter when the word rule of domain/term_match.ts changes. The keywords are the code
 * half (domain/alert_rule.ts).
 */
import { asc, ne, type SQL, sql } from "drizzle-orm";
import { keywordColumns } from "../../domain/alert_rule.ts";
import { FALLBACK_CATEGORY } from "../../domain/categories.ts";
import { MATCH_WORDS_VERSION } from "../../domain/term_match.ts";
import type { Db } from "../client.ts";
import { alerts, legalUpdates } from "../schema.ts";
import { pgJson } from "./json_param.ts";

/** An update's category as the rule compares it: unanalysed updates count as the fallback. */
export const updateCategory: SQL<string> = sql<
  string
>`coalesce(${legalUpdates.aiCategory}, ${FALLBACK_CATEGORY})`;

/** The columns of an alert's lists, as the statement names them. */
export interface AlertLists {
  jurisdictionIds: SQL;
  industries: SQL;
}

/** The update's side of the rule, as the statement names it. */
export interface UpdateFacts {
  jurisdictionId: SQL;
  category: SQL;
}

/**
 * True when the alert's jurisdictions and industries allow the update; an empty list allows
 * any. Written once so that deliveries and the feed cannot drift apart.
 */
export function alertListsAllow(alert: AlertLists, update: UpdateFacts): SQL {
  return sql`(cardinality(${alert.jurisdictionIds}) = 0
      or ${update.jurisdictionId} = any(${alert.jurisdictionIds}))
    and (cardinality(${alert.industries}) = 0 or ${update.category} = any(${alert.industries}))`;
}

/** Alerts whose stored words are rebuilt per statement. */
const REBUILD_BATCH = 1000;

/**
 * Rebuilds `match_words` and `words_decide` of every alert made by another version of the word
 * rule than MATCH_WORDS_VERSION, in batches; answers how many rows it rebuilt. The rule lives in
 * code (Unicode case folding PostgreSQL 15 lacks), so this runs at start (api/bootstrap.ts)
 * right after the migrations rather than as SQL inside one. Leaves `updated_at` alone: the
 * alert as its owner sees it does not change.
 */
export async function rebuildStaleMatchWords(db: Db): Promise<number> {
  let rebuilt = 0;
  for (;;) {
    const stale = await db.select({ id: alerts.id, keywords: alerts.keywords }).from(alerts)
      .where(ne(alerts.matchWordsVersion, MATCH_WORDS_VERSION))
      .orderBy(asc(alerts.id)).limit(REBUILD_BATCH);
    if (stale.length === 0) return rebuilt;
    const rows = stale.map(({ id, keywords }) => {
      const { matchWords, wordsDecide } = keywordColumns(keywords);
      return { id, words: matchWords, decide: wordsDecide };
    });
    await db.execute(sql`
      update alerts a set
        match_words = array(select jsonb_array_elements_text(r.words)),
        words_decide = r.decide,
        match_words_version = ${MATCH_WORDS_VERSION}
      from jsonb_to_recordset(${pgJson(rows)}::jsonb) as r(id integer, words jsonb, decide boolean)
      where a.id = r.id`);
    rebuilt += stale.length;
  }
}
