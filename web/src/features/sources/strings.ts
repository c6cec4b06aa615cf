/**
 * User-visible texts of Source Management, verbatim from spec part 2 (§2, §8) where the spec
 * quotes them; the empty states and form labels the spec leaves open are ours.
 */
import {
  SOURCE_FORMATS,
  type SourceFormat,
  type SourceHealth,
  type SourceType,
  type SyncStatus,
} from "@domain/sources.ts";
import type { SyncIntervalReason } from "@domain/sync_schedule.ts";

export const PAGE = {
  title: "Source Management",
  subtitle: "Manage jurisdictions, their RSS sources and the legislative filter terms.",
  syncAll: "Sync All Sources",
  syncing: "Syncing...",
  loadFailed: "Failed to load jurisdictions.",
} as const;

export const TERMS = {
  title: "Legislative Filter Terms",
  description: "Terms that mark an RSS item as legislative content.",
  edit: "Edit Terms",
  save: "Save Terms",
  saving: "Saving...",
  cancel: "Cancel",
  field: "Terms (separated by commas)",
  configured: (n: number) =>
    `${n} terms configured. Only RSS items containing these terms will be processed as legislative content.`,
  loadFailed: "Failed to load the legislative terms.",
} as const;

export const SEARCH = {
  label: "Search Sources",
  placeholder: "Search jurisdictions and specialist sources...",
  matches: (x: number, y: number) => `${x} of ${y} sources match your search`,
} as const;

export const JURISDICTIONS = {
  title: "Jurisdictions",
  add: "Add Jurisdiction",
  active: "Active",
  inactive: "Inactive",
  edit: (name: string) => `Edit ${name}`,
  sync: (name: string) => `Sync ${name}`,
  remove: (name: string) => `Delete ${name}`,
  rssSources: "RSS Sources",
  addSource: "Add",
  addSourceTo: (name: string) => `Add an RSS source to ${name}`,
  syncFrequency: (n: number) => `Sync: ${n}x daily`,
  sourceCount: (n: number) => `Sources: ${n}`,
  empty: "No jurisdictions yet. Add one to start collecting legal updates.",
  noSources: "No RSS sources yet.",
  noMatches: "No jurisdictions match your search.",
  confirmDelete: (name: string) =>
    `Are you sure you want to delete ${name}? This will also delete all associated RSS sources.`,
} as const;

export const SOURCES = {
  lastSync: (time: string) => `Last sync: ${time} ago`,
  never: "Never",
  lastSyncNever: "Last sync: Never",
  error: (message: string) => `Error: ${message}`,
  edit: (name: string) => `Edit ${name}`,
  sync: (name: string) => `Sync ${name}`,
  remove: (name: string) => `Delete ${name}`,
  confirmDelete: "Delete this RSS source?",
  inactive: "Inactive",
} as const;

/** The sync-status badge: Active when the last sync succeeded, Error, or Pending. */
export const SYNC_LABELS: Record<SyncStatus, string> = {
  success: "Active",
  error: "Error",
  pending: "Pending",
};

export const SPECIALISTS = {
  title: "Specialist Sources",
  description: "Law firms, regulators and other feeds outside a jurisdiction's own sources.",
  add: "Add Specialist Source",
  empty: "No specialist sources yet. Add a law firm or regulator feed to follow.",
  noMatches: "No specialist sources match your search.",
  url: "URL",
  filter: "Legislative filter",
  noFilter: "None (every item is taken)",
  lastSync: "Last sync",
  created: "Created",
  active: "Source is active",
  inactive: "Source is inactive",
  confirmDelete: (name: string) => `Are you sure you want to delete the RSS source "${name}"?`,
} as const;

export const JURISDICTION_FORM = {
  addTitle: "Add Jurisdiction",
  editTitle: "Edit Jurisdiction",
  description: "A jurisdiction groups the RSS sources of one legislature or government.",
  name: "Name",
  about: "Description",
  syncFrequency: "Sync Frequency",
  frequency: (n: number) => `${n}x daily`,
  isActive: "Active",
  cancel: "Cancel",
  add: "Add Jurisdiction",
  save: "Save Changes",
  saving: "Saving...",
} as const;

export const SOURCE_FORM = {
  addTitle: "Add RSS Source",
  editTitle: "Edit RSS Source",
  description: "A feed to collect legal updates from.",
  name: "Name",
  url: "URL",
  sourceType: "Source Type",
  jurisdiction: "Jurisdiction",
  chooseJurisdiction: "Select a jurisdiction",
  legislativeFilter: "Legislative Filter",
  filterHint:
    "Optional, comma-separated. A specialist source with terms takes only items containing them; without, every item.",
  isActive: "Active",
  format: "Format",
  selector: "CSS Selector",
  selectorHint: "Picks the links of the page that are items, e.g. ul.results h3 a",
  fetchFullText: "Fetch full text",
  fetchFullTextHint:
    "For items with only a title or a short teaser, read the linked page so that the analysis has text to work on.",
  apiKey: "API key",
  apiKeyHint: "Stored encrypted, sent only to this format's service, never shown again.",
  apiKeySet: "Key set — replace",
  apiKeyNone: "Paste the key",
  clearKey: "Clear key",
  keepKey: "Keep key",
  keyWillClear: "The key will be removed when you save.",
  language: "Language",
  languageHint: "Two letters (ISO 639-1), e.g. en, fr, de; empty for English.",
  cancel: "Cancel",
  add: "Add Source",
  save: "Save Changes",
  saving: "Saving...",
} as const;

/**
 * Each source format as the form offers it (domain/sources.ts): its name, and a one-line hint of
 * what its URL is and whether it needs a key (issue 30).
 */
export const SOURCE_FORMAT_GUIDES: Readonly<Record<SourceFormat, { label: string; hint: string }>> =
  {
    "auto": {
      label: "Feed (RSS, Atom or JSON Feed)",
      hint: "The feed's URL — no key",
    },
    "federal-register": {
      label: "Federal Register API (documents search)",
      hint: "A federalregister.gov documents.json or search URL — no key",
    },
    "uk-parliament-bills": {
      label: "UK Parliament Bills API",
      hint: "https://bills-api.parliament.uk/api/v1/Bills?… — no key",
    },
    "web-page": {
      label: "Web page without a feed (links by CSS selector)",
      hint: "An HTML page and a CSS selector of its item links — no key",
    },
    "eur-lex-cellar": {
      label: "EUR-Lex Cellar (Official Journal acts)",
      hint: "Cellar SPARQL endpoint, https://publications.europa.eu/webapi/rdf/sparql — no key",
    },
    "legislation-gov-uk": {
      label: "legislation.gov.uk (new legislation or publication log)",
      hint:
        "Its Atom feed, https://www.legislation.gov.uk/new/data.feed (or /update/data.feed) — no key",
    },
    "govinfo": {
      label: "GovInfo collection (api.data.gov)",
      hint:
        "A collection, https://api.govinfo.gov/collections/PLAW (or FR, BILLS …) — api.data.gov key required",
    },
    "congress-gov": {
      label: "Congress.gov bills (api.data.gov)",
      hint: "https://api.congress.gov/v3/bill — api.data.gov key required",
    },
    "regulations-gov": {
      label: "Regulations.gov documents (api.data.gov)",
      hint: "https://api.regulations.gov/v4/documents — api.data.gov key required",
    },
    "open-states": {
      label: "Open States bills of one state",
      hint:
        "https://v3.openstates.org/bills?jurisdiction=ca (the state) — Open States key required",
    },
  };

/** The formats' labels (the form's options), one for every format of SOURCE_FORMATS. */
export const SOURCE_FORMAT_LABELS = Object.fromEntries(
  SOURCE_FORMATS.map((format) => [format, formatGuide(format).label]),
) as Readonly<Record<SourceFormat, string>>;

/** A format's label and hint (its word alone for a format this code lacks, read from the database). */
export function formatGuide(format: string): { label: string; hint: string } {
  return Object.hasOwn(SOURCE_FORMAT_GUIDES, format)
    ? SOURCE_FORMAT_GUIDES[format as SourceFormat]
    : { label: format, hint: "" };
}

export const SOURCE_KIND_LABELS: Record<SourceType, string> = {
  jurisdiction: "Jurisdiction (official)",
  specialist: "Specialist",
};

export const CONFIRM = { cancel: "Cancel", delete: "Delete" } as const;

/** Toasts (spec part 2 §8). */
export const TOASTS = {
  /** Said over the server's message: 'RSS sources sync started' for a global sync. */
  syncStarted: "Sync initiated",
  syncDone: "Sync complete",
  syncFailed: { title: "Sync failed", fallback: "Failed to initiate RSS sync" },
  jurisdictionDeleted: "Jurisdiction deleted",
  sourceDeleted: "RSS source deleted",
  deleteFailed: "Delete failed",
  deleteJurisdictionFailed: "Failed to delete jurisdiction",
  deleteSourceFailed: "Failed to delete RSS source",
  termsUpdated: "Legislative terms updated",
  termsFailed: { title: "Update failed", fallback: "Failed to update legislative terms" },
  success: "Success",
  jurisdictionUpdated: "Jurisdiction updated successfully",
  jurisdictionAdded: "Jurisdiction added successfully",
  error: "Error",
  jurisdictionUpdateFailed: "Failed to update jurisdiction",
  jurisdictionAddFailed: "Failed to add jurisdiction",
  sourceCreated: "RSS source created",
  sourceUpdated: "RSS source updated",
  creationFailed: { title: "Creation failed", fallback: "Failed to create RSS source" },
  updateFailed: { title: "Update failed", fallback: "Failed to update RSS source" },
} as const;

/** Source health (issue 14): the badge, the sparkline, the "Needs attention" panel. */
export const HEALTH_LABELS: Record<SourceHealth, string> = {
  ok: "Healthy",
  failing: "Failing",
  silent: "Silent",
  never: "Never synced",
};

/**
 * A source's one status (issue 25), where neither the spec's sync badge nor the health badge has
 * the words: a failed sync that has not yet made the source failing (n of the rule's 3).
 */
export const SOURCE_STATUS = {
  lastSyncFailed: (failures: number, failingAfter: number) =>
    `Last sync failed (${failures} of ${failingAfter})`,
} as const;

export const HEALTH = {
  sparkline: (counts: readonly number[]) =>
    `Items per week, last ${counts.length} weeks (oldest first): ${counts.join(", ")}`,
  itemsLast30Days: (n: number) => `${n} item${n === 1 ? "" : "s"} in the last 30 days`,
  attentionTitle: "Needs attention",
  attentionIntro: "Sources that fail to sync, need an API key or have stopped publishing.",
  /** ours (issue 30 follow-ups): an active source whose format needs a key it does not hold. */
  needsKeyLabel: "Needs an API key",
  needsKey: "Its service needs an API key, and none is set. Edit the source to enter the API key.",
  failing: (n: number, error: string | null) =>
    `${n} failed syncs in a row${error ? `: ${error}` : ""}`,
  silent: (days: number, allowed: number | null) =>
    `No new item for ${days} days${
      allowed === null ? "" : ` (it usually publishes well within ${allowed} days)`
    }`,
  silentNoDate: "No new item for a long time",
  /** Source Management narrowed to the sources needing attention (issue 25). */
  filtered: "Showing only the sources that need attention.",
  showAll: "Show all sources",
  noneNeedAttention: "No source needs attention.",
} as const;

/** OPML import and export (issue 14). */
export const OPML = {
  export: "Export OPML",
  import: "Import OPML",
  importing: "Importing...",
  fileLabel: "OPML file to import",
  resultTitle: "OPML import",
  result: (created: number, skipped: number) =>
    `${created} source${created === 1 ? "" : "s"} created, ${skipped} skipped (already present)`,
  errorsTitle: (n: number) => `${n} outline${n === 1 ? "" : "s"} not imported`,
  line: (line: number) => `Line ${line}`,
  failed: "Import failed",
  close: "Close",
  /** ours (issue 25): the import asks where the sources outside any group go. */
  askTitle: "Import OPML",
  askFile: (name: string) => `File: ${name}`,
  ungroupedLabel: "Sources outside any group go to",
  ungroupedHint:
    "Sources inside a group go to the jurisdiction of the group's name, created when missing.",
  newImported: 'A new jurisdiction "Imported"',
  cancel: "Cancel",
  confirm: "Import",
  /** ours (issue 25): what the import created besides sources. */
  createdJurisdictions: (names: readonly string[]) =>
    `${names.length === 1 ? "Jurisdiction" : "Jurisdictions"} created: ${names.join(", ")}`,
  noJurisdictionCreated: "No jurisdiction created.",
  /** ours (issue 30 follow-ups): OPML carries no key (ADR 0181). */
  needsKeyTitle: (n: number) =>
    `${n} source${n === 1 ? "" : "s"} imported, ${n === 1 ? "needs" : "need"} an API key`,
  needsKeyHint:
    "OPML files never carry API keys: edit each of these sources to enter its key. Until then they cannot be read.",
} as const;

/**
 * A source's read schedule (issue 26): "Read every 15 min (busy source)" and "Push via WebSub"
 * are the issue's; the other reasons' words are ours (ADR 0128).
 */
export const SCHEDULE: Record<SyncIntervalReason, (every: string) => string> = {
  activity: (every) => `Read every ${every} (busy source)`,
  jurisdiction: (every) => `Read every ${every} (jurisdiction's schedule)`,
  publisher: (every) => `Read every ${every} (as the publisher asks)`,
  "retry-after": (every) => `Next read after ${every} (the server asked to wait)`,
  push: () => "Push via WebSub",
};
