/**
 * What one history row of a register entry says (issue 29: who, when, what changed): ids of
 * owners and controls are shown by name when the page knows them, statuses by their label.
 */
import type { HistoryRowAnswer, PersonAnswer } from "@api/schemas/register.ts";
import type { z } from "zod";
import { ENTRY_FORM, FIELD_LABELS, HISTORY, STATUS_LABELS } from "./strings.ts";

type Person = z.infer<typeof PersonAnswer>;

/** A person's name, or their email when they gave none. */
export function personName(person: Person): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || person.email;
}

/** The names the page can put on ids: people by id, controls by id (as text). */
export interface HistoryNames {
  people: ReadonlyMap<string, string>;
  controls: ReadonlyMap<string, string>;
}

/** One stored value as read: empty is "none"; ids and statuses by their names. */
function valueText(field: string, value: string | null, names: HistoryNames): string {
  if (value === null || value === "") return HISTORY.none_value;
  if (field === "status") return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? value;
  if (field === "applicability") {
    return value === "applies" ? ENTRY_FORM.applies : ENTRY_FORM.notApplicable;
  }
  if (field === "ownerId") return names.people.get(value) ?? value;
  if (field === "controlIds") {
    return value.split(", ").map((id) => names.controls.get(id) ?? `#${id}`).join(", ");
  }
  return value;
}

/** What the row changed, as a sentence. */
export function historyText(row: HistoryRowAnswer, names: HistoryNames): string {
  if (row.subject === "evidence") {
    return row.field === "deleted"
      ? HISTORY.evidenceRemoved(row.oldValue ?? "")
      : HISTORY.evidenceAdded(row.newValue ?? "");
  }
  if (row.field === "created") return HISTORY.created;
  if (row.field === "deleted") return HISTORY.deleted;
  return HISTORY.changed(
    FIELD_LABELS[row.field] ?? row.field,
    valueText(row.field, row.oldValue, names),
    valueText(row.field, row.newValue, names),
  );
}

/** Who made the change. */
export function historyWho(row: HistoryRowAnswer): string {
  return row.user ? personName(row.user) : HISTORY.unknownUser;
}
