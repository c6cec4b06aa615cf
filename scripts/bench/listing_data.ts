/**
 * A large, realistic-looking legal-updates dataset built inside PostgreSQL with generate_series:
 * 30 jurisdictions, 120 sources (one in five specialist), a share of manual updates, titles of 8
 * to 14 words and summaries of 35 to 60 words (the analyser writes at most 60), every category,
 * publish dates over three years. Words mix function words, a legal vocabulary (skewed: some
 * common, some rare) and made-up names, so that gzip compresses the text about as well as real
 * prose (ratio ~0.35 at level 6, like the hand-written demo items): a dataset of repeated words
 * would flatter the wire-size figure.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { CATEGORIES } from "../../domain/categories.ts";

const FUNCTION_WORDS =
  "the of and to in for on by with under a is are will must be that from as this its their"
    .split(" ");

const SYLLABLES =
  "ka ri mo ne sa to lu ve di pa go he ba ze fi no ru te la mi co vo ster berg ton land field bur wick mont ville"
    .split(" ");

const WORDS = (
  "the of and to in for on by with under act regulation law amendment directive bill " +
  "requirements compliance data protection employers reporting obligations financial services " +
  "tax authority guidance consultation proposal final rule notice court ruling decision " +
  "privacy consumer energy environment emissions healthcare insurance banking securities " +
  "disclosure transparency labour wages safety product liability digital platforms artificial " +
  "intelligence cybersecurity incident breach notification telecommunications broadcasting " +
  "transport aviation maritime railway construction planning housing procurement public sector " +
  "manufacturing chemicals waste recycling retail pricing competition merger antitrust " +
  "sanctions export controls customs trade agreement treaty ratification parliament senate " +
  "committee hearing enforcement penalty fine investigation audit license permit registration " +
  "deadline transition period effective date scope exemption threshold small businesses " +
  "cross-border transfer adequacy processor controller whistleblower governance board " +
  "shareholder climate sustainability taxonomy pension benefits minimum leave discrimination " +
  "accessibility biometric surveillance encryption cloud outsourcing resilience payments " +
  "cryptoassets stablecoin lending mortgage credit fraud money laundering beneficial ownership " +
  "zoning lithium hydrogen offshore wind turbine semiconductor quantum drone autonomous vehicles"
).split(/\s+/);

const arrayLiteral = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;

/** Options of {@link generateListingData}. */
export interface ListingDataOptions {
  total: number;
  approved: number;
}

/**
 * Fills an empty, migrated database. Rows with g ≤ approved are approved, the rest pending or
 * rejected; statuses are spread over dates so that the approved rows cover the whole range.
 */
export async function generateListingData(db: Db, options: ListingDataOptions): Promise<void> {
  const pick = (list: string[], skew: number) =>
    `(${arrayLiteral(list)})[1 + floor(power(random(), ${skew}) * ${list.length})::int]`;
  const syllable = pick(SYLLABLES, 1);
  // Skewed picks (random()^1.5): early words are frequent, late ones rare.
  const word = `(case when random() < 0.38 then ${pick(FUNCTION_WORDS, 1.5)}
    when random() < 0.7 then ${pick(WORDS, 1.5)}
    else ${syllable} || ${syllable} || case when random() < 0.5 then ${syllable} else '' end end)`;
  const text = (min: number, spread: number) =>
    `(select string_agg(${word}, ' ') from generate_series(1, ${min} + (g.i * 7) % ${spread}))`;
  await db.execute(sql.raw(`
    insert into jurisdictions (name, description, sync_frequency)
    select 'Jurisdiction ' || i, 'Laws and regulations of jurisdiction ' || i, 3
    from generate_series(1, 30) i
  `));
  await db.execute(sql.raw(`
    insert into rss_sources (jurisdiction_id, name, url, source_type)
    select 1 + (i % 30), 'Source ' || i || case when i % 5 = 0 then ' Law Firm' else ' Gazette' end,
      'https://feeds.example/' || i || '.xml',
      case when i % 5 = 0 then 'specialist' else 'jurisdiction' end
    from generate_series(1, 120) i
  `));
  await db.execute(sql.raw(`
    insert into legal_updates (title, content, source_url, source_url_key, publish_date,
      jurisdiction_id, rss_source_id, source, status, ai_summary, ai_category, analysis_state,
      reviewed_at, approved_at)
    select initcap(t.title), '', t.url, t.url, t.published,
      1 + (g.i * 13) % 30,
      case when g.i % 10 = 0 then null else 1 + (g.i * 7) % 120 end,
      case when g.i % 10 = 0 then 'Manual Desk' else null end,
      t.status, t.summary, (${arrayLiteral(CATEGORIES)})[1 + (g.i * 11) % 14], 'done',
      case when t.status <> 'pending' then t.published + interval '1 day' end,
      case when t.status = 'approved' then t.published + interval '1 day' end
    from generate_series(1, ${options.total}) g(i)
    cross join lateral (select
      ${text(8, 7)} as title,
      ${text(35, 26)} as summary,
      'https://updates.example/' || (1 + (g.i * 7) % 120) || '/items/' || g.i as url,
      timestamptz '2026-06-01 00:00:00+00' - (g.i * 947 % 1095) * interval '1 day'
        - (g.i % 1440) * interval '1 minute' as published,
      case when g.i <= ${options.approved} then 'approved'
        when g.i % 3 = 0 then 'rejected' else 'pending' end as status) t
  `));
  await db.execute(sql.raw("analyze"));
}
