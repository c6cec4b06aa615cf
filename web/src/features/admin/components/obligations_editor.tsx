/**
 * The obligations part of 'Edit Legal Update' (issue 16): add, change and remove duties. The
 * whole list is sent with the edit; the server keeps it through re-analysis and refuses a
 * citation that is not in the title or content (its message lands under that field).
 */
import { Plus, Trash2 } from "lucide-react";
import type { ObligationAnswer } from "@api/schemas/obligations.ts";
import { Button } from "@/components/ui/button.tsx";
import { errorId, FieldError, invalidProps } from "@/components/ui/field_error.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { EDIT } from "../strings.ts";

/** One obligation as the form holds it ("" deadline: none). */
export interface ObligationDraft {
  actor: string;
  action: string;
  deadline: string;
  citation: string;
  confidence: number;
}

/** The form's drafts of stored obligations. */
export function toDrafts(obligations: readonly ObligationAnswer[]): ObligationDraft[] {
  return obligations.map(({ actor, action, deadline, citation, confidence }) => ({
    actor,
    action,
    deadline: deadline ?? "",
    citation,
    confidence,
  }));
}

/** The list as the edit call takes it. */
export function fromDrafts(drafts: readonly ObligationDraft[]) {
  return drafts.map((d) => ({ ...d, deadline: d.deadline.trim() || null }));
}

/** An obligation an admin adds: their own reading, so full confidence. */
const EMPTY: ObligationDraft = { actor: "", action: "", deadline: "", citation: "", confidence: 1 };

type Field = "actor" | "action" | "deadline" | "citation";

/** The editable list; `errors` holds messages keyed "obligations.{i}.{field}" or "obligations". */
export function ObligationsEditor(
  { drafts, onChange, errors }: {
    drafts: readonly ObligationDraft[];
    onChange: (drafts: ObligationDraft[]) => void;
    errors: Record<string, string>;
  },
) {
  const set = (index: number, field: Field, value: string) =>
    onChange(drafts.map((d, i) => i === index ? { ...d, [field]: value } : d));
  const remove = (index: number) => onChange(drafts.filter((_, i) => i !== index));

  const input = (index: number, field: Field, label: string) => {
    const id = `edit-obligation-${index}-${field}`;
    const message = errors[`obligations.${index}.${field}`];
    const common = {
      id,
      value: drafts[index]![field],
      onChange: (e: { target: { value: string } }) => set(index, field, e.target.value),
      ...invalidProps(id, message),
    };
    return (
      <div className={field === "citation" ? "grid gap-1.5 sm:col-span-3" : "grid gap-1.5"}>
        <Label htmlFor={id}>{label}</Label>
        {field === "citation"
          ? <Textarea rows={2} {...common} />
          : <Input type={field === "deadline" ? "date" : "text"} {...common} />}
        <FieldError id={errorId(id)} message={message} />
      </div>
    );
  };

  return (
    <section className="grid gap-3" aria-labelledby="edit-obligations-title">
      <div className="grid gap-1">
        <h3 id="edit-obligations-title" className="text-sm font-semibold">{EDIT.obligations}</h3>
        <p className="text-xs text-muted-foreground">{EDIT.obligationsHint}</p>
      </div>
      {drafts.length === 0 && <p className="text-sm text-muted-foreground">{EDIT.noObligations}</p>}
      {drafts.map((_, i) => (
        <fieldset
          key={i}
          className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3"
          data-testid="obligation-draft"
        >
          <legend className="px-1 text-xs font-medium">{EDIT.obligationLegend(i + 1)}</legend>
          {input(i, "actor", EDIT.actor)}
          {input(i, "action", EDIT.action)}
          {input(i, "deadline", EDIT.deadline)}
          {input(i, "citation", EDIT.citation)}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => remove(i)}
          >
            <Trash2 aria-hidden="true" />
            {EDIT.removeObligation(i + 1)}
          </Button>
        </fieldset>
      ))}
      <FieldError id="edit-obligations-error" message={errors.obligations} />
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => onChange([...drafts, { ...EMPTY }])}
      >
        <Plus aria-hidden="true" />
        {EDIT.addObligation}
      </Button>
    </section>
  );
}
