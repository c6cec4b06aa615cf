/**
 * The 'Edit Legal Update' form's values, from an update and to the PATCH body, and the form's
 * schema derived from the endpoint's (EditUpdateBody). No components here.
 */
import type { UpdateStatus } from "@domain/legal_updates.ts";
import { type AdminUpdate, EditUpdateBody } from "@api/schemas/review.ts";
import { formSchema } from "@/lib/forms.ts";
import type { UpdateEdits } from "./api/edit_update.ts";
import { fromDrafts, type ObligationDraft, toDrafts } from "./components/obligations_editor.tsx";

/** What the fields hold: the jurisdiction as the select's text ("" for none), "" for no summary. */
export interface EditFormValues {
  title: string;
  status: UpdateStatus;
  jurisdictionId: string;
  aiCategory: string;
  aiSummary: string;
  content: string;
  obligations: ObligationDraft[];
}

/** The form's start: the update as it is. */
export function editValuesOf(update: AdminUpdate): EditFormValues {
  return {
    title: update.title,
    status: update.status,
    jurisdictionId: update.jurisdiction ? String(update.jurisdiction.id) : "",
    aiCategory: update.aiCategory,
    aiSummary: update.aiSummary ?? "",
    content: update.content,
    obligations: toDrafts(update.obligations),
  };
}

/** The PATCH body: a blank summary is none, and no jurisdiction chosen leaves it as it is. */
export function editBody(values: EditFormValues): UpdateEdits {
  const { jurisdictionId, aiSummary, obligations, ...rest } = values;
  return {
    ...rest,
    aiSummary: aiSummary.trim() || null,
    obligations: fromDrafts(obligations),
    ...(jurisdictionId ? { jurisdictionId: Number(jurisdictionId) } : {}),
  };
}

/**
 * The form checked by the endpoint's schema, over the body of its values; an obligation's bad
 * field is named by its full path ("obligations.2.citation"), as the server names it.
 */
export const EditForm = formSchema(EditUpdateBody, editBody);
