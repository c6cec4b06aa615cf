/**
 * The alert dialog's pure parts: the form's state (a draft), drafts of an existing alert and of
 * the listing's filters, the keywords text, the name an alert made from filters starts with, the
 * request body of a draft and the draft's schema (the endpoint's, over that body). No React here.
 */
import {
  ALERT_LIMITS,
  type AlertChannel,
  type AlertFrequency,
  type WebhookFormat,
} from "@domain/alerts.ts";
import { foldText } from "@domain/term_match.ts";
import { type Alert, CreateAlertBody, type CreateAlertInput } from "@api/schemas/alerts.ts";
import { formSchema } from "@/lib/forms.ts";
import { FORM } from "./strings.ts";

/**
 * What the dialog edits. Keywords are the text of their input; the webhook fields are kept while
 * another channel is chosen, so switching back does not lose them.
 */
export interface AlertDraft {
  name: string;
  jurisdictionIds: readonly number[];
  industries: readonly string[];
  keywordsText: string;
  channel: AlertChannel;
  frequency: AlertFrequency;
  webhookUrl: string;
  webhookFormat: WebhookFormat;
  isActive: boolean;
}

/** A new alert's defaults: every update, by email, as soon as it is approved. */
export const NEW_DRAFT: AlertDraft = {
  name: "",
  jurisdictionIds: [],
  industries: [],
  keywordsText: "",
  channel: "email",
  frequency: "instant",
  webhookUrl: "",
  webhookFormat: "standard",
  isActive: true,
};

/** The listing's filters an alert can start from (jurisdictions by id, the search text). */
export interface ListingFilters {
  jurisdictionIds: readonly number[];
  industries: readonly string[];
  search: string;
}

/**
 * Keywords of the input's text: split at commas, blanks collapsed, empty parts and
 * repeats in the folding of matching (domain/term_match.ts) left out (the first spelling is
 * kept), as the server does.
 */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(",")) {
    const keyword = part.trim().replace(/\s+/g, " ");
    const key = foldText(keyword); // the folding matching uses: "Straße" repeats "STRASSE"
    if (keyword && !seen.has(key)) {
      seen.add(key);
      keywords.push(keyword);
    }
  }
  return keywords;
}

/** The input's text of a list of keywords. */
export function keywordsText(keywords: readonly string[]): string {
  return keywords.join(", ");
}

/** The draft of an existing alert. */
export function draftOf(alert: Alert): AlertDraft {
  return {
    name: alert.name,
    jurisdictionIds: alert.jurisdictionIds,
    industries: alert.industries,
    keywordsText: keywordsText(alert.keywords),
    channel: alert.channel,
    frequency: alert.frequency,
    webhookUrl: alert.webhookUrl ?? "",
    webhookFormat: alert.webhookFormat ?? "standard",
    isActive: alert.isActive,
  };
}

/**
 * The name an alert made from filters starts with: its keywords, industries and jurisdictions,
 * joined, cut to the longest name allowed; 'All legal updates' without any filter.
 */
export function suggestedName(
  parts: {
    keywords: readonly string[];
    industries: readonly string[];
    jurisdictions: readonly string[];
  },
): string {
  const name = [...parts.keywords, ...parts.industries, ...parts.jurisdictions].join(", ");
  if (name === "") return FORM.defaultName;
  if (name.length <= ALERT_LIMITS.nameMax) return name;
  return `${name.slice(0, ALERT_LIMITS.nameMax - 1).trimEnd()}…`;
}

/**
 * The draft of the listing's filters: the same jurisdictions and industries, and the search text
 * as keywords (a comma in it separates keywords, as in the keywords input). `names` turns
 * jurisdiction ids into the names the suggested name is made of.
 */
export function draftFromFilters(
  filters: ListingFilters,
  names: ReadonlyMap<number, string>,
): AlertDraft {
  const keywords = parseKeywords(filters.search);
  return {
    ...NEW_DRAFT,
    name: suggestedName({
      keywords,
      industries: filters.industries,
      jurisdictions: filters.jurisdictionIds.flatMap((id) => names.get(id) ?? []),
    }),
    jurisdictionIds: [...filters.jurisdictionIds],
    industries: [...filters.industries],
    keywordsText: keywordsText(keywords),
  };
}

/**
 * The request body of a draft (POST /api/alerts; PATCH takes the same fields). Only the webhook
 * channel keeps a URL and names a format; any other clears the URL.
 */
export function alertBody(draft: AlertDraft): CreateAlertInput {
  const body: CreateAlertInput = {
    name: draft.name.trim(),
    jurisdictionIds: [...draft.jurisdictionIds],
    industries: [...draft.industries],
    keywords: parseKeywords(draft.keywordsText),
    channel: draft.channel,
    frequency: draft.frequency,
    webhookUrl: null,
    isActive: draft.isActive,
  };
  if (draft.channel !== "webhook") return body;
  return { ...body, webhookUrl: draft.webhookUrl.trim(), webhookFormat: draft.webhookFormat };
}

/**
 * The dialog's schema: a draft is checked as the body it makes, by the endpoint's own schema, so
 * its messages are the server's (keywords' under "keywords", not the text's name).
 */
export const AlertDraftSchema = formSchema(CreateAlertBody, alertBody);

/** `list` with `value` added, or taken out when it was in (a checklist's toggle). */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
