/**
 * Every user-visible text of the Alerts screen and its dialogs (issue 13). The spec has no
 * alerts, so the wording is ours (ADR 0078); validation messages are the
 * server's own, from api/schemas/alerts.ts.
 */
import type {
  AlertChannel,
  AlertFrequency,
  DeliveryStatus,
  WebhookFormat,
} from "@domain/alerts.ts";

/** The screen: header, list, empty and failed states. */
export const SCREEN = {
  newAlert: "New Alert",
  loadFailed: "Failed to load your alerts. Please try again.",
  emptyTitle: "No alerts yet",
  emptyText:
    "Create an alert and LegalWatch tells you by email, webhook or feed when an approved update matches it.",
  /** The list's accessible name. */
  list: "Your alerts",
} as const;

/** One alert's card. */
export const CARD = {
  channel: "Channel",
  frequency: "Frequency",
  lastDelivery: "Last delivery",
  never: "Never",
  feedHint: "Add it to any feed reader. Anyone with this link can read the feed.",
  copy: "Copy",
  copied: "Copied",
  /** The on/off switch's accessible name. */
  activeLabel: (name: string) => `Alert "${name}" active`,
  on: "On",
  off: "Off",
  edit: "Edit",
  sendTest: "Send test",
  sending: "Sending...",
  history: "Delivery history",
  rotate: "Rotate secret",
  newFeedUrl: "New feed URL",
  delete: "Delete",
  /** Under the actions: the server's short outcome of the last test ("Delivered", "Failed …"). */
  testResult: (message: string) => `Test message: ${message}`,
} as const;

/** The filters as badges. */
export const BADGES = {
  allUpdates: "Every approved update",
  anyJurisdiction: "Any jurisdiction",
  anyIndustry: "Any industry",
  /** A jurisdiction the list does not know (deleted since). */
  unknownJurisdiction: (id: number) => `Jurisdiction #${id}`,
  keyword: (keyword: string) => `"${keyword}"`,
  /** The filters' accessible group name. */
  group: "Filters",
} as const;

/** What each channel, frequency and webhook format is called. */
export const CHANNEL_LABELS: Record<AlertChannel, string> = {
  email: "Email",
  webhook: "Webhook",
  feed: "Feed only",
};

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Instant",
  daily: "Daily digest",
  weekly: "Weekly digest",
};

export const FORMAT_LABELS: Record<WebhookFormat, string> = {
  standard: "Standard Webhooks (signed JSON)",
  slack: "Slack",
  teams: "Microsoft Teams",
};

/** The format in the card's channel line ('Webhook (Slack)'). */
export const FORMAT_SHORT_LABELS: Record<WebhookFormat, string> = {
  standard: "signed JSON",
  slack: "Slack",
  teams: "Teams",
};

/** The create/edit dialog. */
export const FORM = {
  createTitle: "New Alert",
  editTitle: "Edit Alert",
  description: "Choose which approved updates to hear about, and how.",
  name: "Name",
  jurisdictions: "Jurisdiction",
  industries: "Industry",
  anyHint: "Leave a list empty to match any jurisdiction or industry.",
  keywords: "Keywords",
  keywordsPlaceholder: "e.g. privacy, minimum wage",
  keywordsHint:
    "Separate keywords with commas. Each matches whole words in the title, summary and text; leave empty for any.",
  channel: "Channel",
  frequency: "Frequency",
  frequencyHint: "Digests go out at 07:00 in the time zone of your profile, weekly ones on Monday.",
  feedChannelHint:
    "A feed-only alert sends nothing: read it with the private feed URL shown on its card.",
  webhookUrl: "Webhook URL",
  webhookUrlPlaceholder: "https://",
  webhookFormat: "Format",
  active: "Active",
  cancel: "Cancel",
  create: "Create Alert",
  save: "Save Changes",
  saving: "Saving...",
  /** The name an alert made from the listing starts with when it has no filter. */
  defaultName: "All legal updates",
} as const;

/**
 * The panel that shows a webhook secret and a private feed URL, each only once (the server keeps
 * hashes): after an alert is made, after a rotation, after an edit made it a webhook alert.
 */
export const SECRET_PANEL = {
  created: {
    title: "Alert created",
    description:
      "Copy what you need now: LegalWatch shows it only once. You can make new ones from the alert's card.",
  },
  rotated: {
    title: "New webhook secret",
    description:
      "The old secret and feed URL no longer work. Copy the new ones now: they are shown only once.",
  },
  feed: {
    title: "New feed URL",
    description: "The old feed URL no longer works. Copy this one now: it is shown only once.",
  },
  webhookAdded: {
    title: "Webhook secret",
    description:
      "Copy this secret now: it is shown only once. Your receiver checks each request's signature with it.",
  },
  secret: "Webhook signing secret",
  secretHint: "Verify the webhook-signature header of each request with it (Standard Webhooks).",
  feedUrl: "Private feed URL",
  done: "Done",
} as const;

/** Why the panel is shown. */
export type SecretPanelKind = "created" | "rotated" | "feed" | "webhookAdded";

/** The confirmations. */
export const CONFIRM = {
  deleteTitle: (name: string) => `Delete "${name}"?`,
  deleteText: "The alert stops at once and its delivery history is deleted.",
  deleteAction: "Delete",
  rotateTitle: "Rotate the webhook secret?",
  rotateText:
    "The current webhook secret and private feed URL stop working at once; you get new ones.",
  newFeedTitle: "Make a new feed URL?",
  newFeedText: "The current private feed URL stops working at once; you get a new one.",
  newFeedAction: "Make new URL",
  rotateAction: "Rotate",
  cancel: "Cancel",
} as const;

/** The delivery history dialog. */
export const HISTORY = {
  title: (name: string) => `Delivery history: ${name}`,
  description: "The updates this alert sent or is about to send, newest first.",
  update: "Update",
  status: "Status",
  attempts: "Attempts",
  sentAt: "Sent",
  error: "Last error",
  /** Before the title of a delivery that announced a revision (issue 16). */
  revised: "Revised:",
  /** The list's accessible name. */
  list: "Deliveries",
  empty: "Nothing delivered yet. Updates show here once one that matches is approved.",
  feedOnly: "A feed-only alert delivers nothing: its matches are in its feed.",
  loadFailed: "Failed to load the delivery history. Please try again.",
  close: "Close",
} as const;

export const STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
};

/** Toasts. */
export const TOASTS = {
  updated: "Alert saved",
  deleted: "Alert deleted",
  turnedOn: (name: string) => `"${name}" is on`,
  turnedOff: (name: string) => `"${name}" is off`,
  errorTitle: "Error",
  saveFailed: "Failed to save the alert. Please try again.",
  deleteFailed: "Failed to delete the alert. Please try again.",
  toggleFailed: "Failed to switch the alert. Please try again.",
  testFailed: "Failed to send the test. Please try again.",
  rotateFailed: "Failed to rotate the secret. Please try again.",
  newFeedFailed: "Failed to make a new feed URL. Please try again.",
} as const;
