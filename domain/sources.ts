/** The vocabulary of jurisdictions and their RSS sources (spec part 2 §3, §9). */

/** A source's kind: 'specialist' marks specialist sources (shown with a layers icon). */
export const SOURCE_TYPES = ["jurisdiction", "specialist"] as const;

/** A source type. */
export type SourceType = (typeof SOURCE_TYPES)[number];

/** The outcome of a source's last sync (set by the feed sync). */
export const SYNC_STATUSES = ["pending", "success", "error"] as const;

/** A sync status. */
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/**
 * A source's health in Source Management (issue 14): "ok", "failing" (3 or more failed syncs in a
 * row), "silent" (no new item for much longer than it usually takes) or "never" (never synced).
 * The rule is domain/source_health.ts.
 */
export const SOURCE_HEALTH_STATES = ["ok", "failing", "silent", "never"] as const;

/** A health state. */
export type SourceHealth = (typeof SOURCE_HEALTH_STATES)[number];

/** Syncs per day a jurisdiction may ask for (spec part 2 §9). */
export const SYNC_FREQUENCIES = [1, 3, 6, 12, 24] as const;

/** A sync frequency, in syncs per day. */
export type SyncFrequency = (typeof SYNC_FREQUENCIES)[number];

/** The sync frequency of a new jurisdiction. */
export const DEFAULT_SYNC_FREQUENCY: SyncFrequency = 3;

/**
 * How a source's URL is read (issue 14): "auto" is a feed (RSS, RSS 1.0, Atom or JSON Feed,
 * recognised from the document); the others are adapters for publishers without a feed
 * (workers/feeds/sources/adapters.ts has one entry per format).
 */
export const SOURCE_FORMATS = [
  "auto",
  "congress-gov",
  "eur-lex-cellar",
  "federal-register",
  "govinfo",
  "legislation-gov-uk",
  "open-states",
  "regulations-gov",
  "uk-parliament-bills",
  "web-page",
] as const;

/** A source format. */
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

/** The format that needs a CSS selector picking the links that are items. */
export const SELECTOR_FORMAT: SourceFormat = "web-page";

/** What happened to a source's API key, as its audit rows say (never the key). */
export const SOURCE_KEY_ACTIONS = ["set", "replaced", "cleared"] as const;

/** A change of a source's API key. */
export type SourceKeyAction = (typeof SOURCE_KEY_ACTIONS)[number];
