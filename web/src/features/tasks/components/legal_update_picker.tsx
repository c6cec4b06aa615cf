/**
 * The Task dialog's searchable checklist 'Link Legal Updates from Favorites' (spec part 2 §2,
 * §5): search over title, jurisdiction and category; the list scrolls at 12rem.
 */
import { useId, useState } from "react";
import { Search } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { type LinkableUpdate, matchesUpdateSearch } from "../task_list.ts";
import { DIALOG } from "../strings.ts";

/** The checklist; `onToggle(id, on)` adds or removes a link. */
export function LegalUpdatePicker(
  { options, selected, onToggle }: {
    options: readonly LinkableUpdate[];
    selected: readonly number[];
    onToggle: (id: number, on: boolean) => void;
  },
) {
  const [search, setSearch] = useState("");
  const baseId = useId();
  const shown = options.filter((option) => matchesUpdateSearch(option, search));
  return (
    <fieldset className="grid gap-2" data-testid="link-picker">
      <legend className="mb-2 text-sm font-medium text-slate-800">{DIALOG.links}</legend>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={DIALOG.linksSearch}
          aria-label={DIALOG.linksSearchLabel}
          className="pl-8"
        />
      </div>
      <div className="max-h-48 overflow-y-auto rounded-md border border-border p-1">
        {shown.length === 0
          ? <p className="px-2 py-3 text-center text-sm text-muted-foreground">{DIALOG.noLinks}</p>
          : (
            <ul className="grid gap-0.5">
              {shown.map((option) => {
                const id = `${baseId}-${option.id}`;
                const meta = [option.jurisdictionName, option.aiCategory].filter(Boolean)
                  .join(" · ");
                return (
                  <li
                    key={option.id}
                    className="flex items-start gap-2 rounded-sm p-2 hover:bg-muted"
                  >
                    <Checkbox
                      id={id}
                      className="mt-0.5"
                      checked={selected.includes(option.id)}
                      onCheckedChange={(checked) => onToggle(option.id, checked === true)}
                    />
                    <Label htmlFor={id} className="grid min-w-0 cursor-pointer gap-1 font-normal">
                      <span className="break-words leading-snug">{option.title}</span>
                      {meta && <span className="text-xs text-muted-foreground">{meta}</span>}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {DIALOG.linksSelected(selected.length)}
      </p>
    </fieldset>
  );
}
