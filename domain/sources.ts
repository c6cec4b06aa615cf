/** The vocabulary of jurisdictions and their RSS sources (spec part 2 §3, §9). */

/** A source's kind: 'specialist' marks specialist sources (shown with a layers icon). */
export const SOURCE_TYPES = ["jurisdiction", "specialist"] as const;

/** A source type. */
export type SourceType = (typeof SOURCE_TYPES)[number];

/** The outcome of a source's last sync (set by the feed sync). */
export const SYNC_STATUSES = ["pending", "success", "error"] as const;

/** A sync status. */
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** Syncs per day a jurisdiction may ask for (spec part 2 §9). */
export const SYNC_FREQUENCIES = [1, 3, 6, 12, 24] as const;

/** A sync frequency, in syncs per day. */
export type SyncFrequency = (typeof SYNC_FREQUENCIES)[number];

/** The sync frequency of a new jurisdiction. */
export const DEFAULT_SYNC_FREQUENCY: SyncFrequency = 3;
