/**
 * The JSON of the register's answers (issue 29), built from the rows db/queries/register reads;
 * typed by the answer schemas of api/schemas/register.ts and api/schemas/controls.ts.
 */
import type { ControlView } from "../../db/queries/register/controls.ts";
import type { EntryView } from "../../db/queries/register/entries.ts";
import type { HistoryRow } from "../../db/queries/register/history.ts";
import type { HorizonRow } from "../../db/queries/register/horizon.ts";
import { dutyText } from "../../domain/register.ts";
import type { ControlAnswer } from "../schemas/controls.ts";
import type { EntryAnswer, HistoryRowAnswer, HorizonItem } from "../schemas/register.ts";

/** True when an applicable, unfinished entry's due date is before `today`. */
export function isOverdue(
  entry: { applicability: string; status: string; dueDate: string | null },
  today: string,
): boolean {
  return entry.applicability === "applies" && entry.status !== "compliant" &&
    entry.dueDate !== null && entry.dueDate < today;
}

/** One entry's JSON; `today` ('yyyy-MM-dd', UTC) decides `overdue`. */
export function toEntryAnswer(view: EntryView, today: string): EntryAnswer {
  const { entry, owner, update } = view;
  return {
    id: entry.id,
    obligationId: entry.obligationId,
    legalUpdate: update,
    duty: entry.duty,
    citation: entry.citation,
    applicability: entry.applicability,
    reason: entry.applicabilityReason,
    owner,
    status: entry.status,
    dueDate: entry.dueDate,
    overdue: isOverdue(entry, today),
    notes: entry.notes,
    dutyRemovedAt: entry.dutyRemovedAt?.toISOString() ?? null,
    controls: view.controls,
    tasks: view.tasks,
    evidence: view.evidence.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/** One control's JSON. */
export function toControlAnswer(view: ControlView): ControlAnswer {
  const { control, owner, entries } = view;
  return {
    id: control.id,
    reference: control.reference,
    name: control.name,
    description: control.description,
    owner,
    entries,
    createdAt: control.createdAt.toISOString(),
    updatedAt: control.updatedAt.toISOString(),
  };
}

/** One history row's JSON. */
export function toHistoryAnswer(row: HistoryRow): HistoryRowAnswer {
  const subjectId = row.subject === "entry"
    ? row.entryId
    : row.subject === "control"
    ? row.controlId
    : row.evidenceId;
  return {
    id: row.id,
    subject: row.subject,
    subjectId,
    at: row.at.toISOString(),
    user: row.user,
    field: row.field,
    oldValue: row.oldValue,
    newValue: row.newValue,
  };
}

/** One horizon item's JSON. */
export function toHorizonItem(row: HorizonRow): HorizonItem {
  return {
    kind: row.kind,
    date: row.date,
    duty: row.duty ?? dutyText({ actor: row.actor ?? "", action: row.action ?? "" }),
    entryId: row.entryId,
    obligationId: row.obligationId,
    status: row.status,
    legalUpdate: row.updateId === null ? null : { id: row.updateId, title: row.updateTitle ?? "" },
  };
}
