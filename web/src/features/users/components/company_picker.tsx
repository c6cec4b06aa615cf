/**
 * The company field of Add User (spec part 2 §5): a combobox that suggests existing company
 * names and offers 'Create "{value}"' for a new one. The value is free text either way.
 * ARIA 1.2 combobox: the input keeps focus, arrows move through the options, Enter picks one,
 * Escape closes the list (the dialog leaves Escape to a combobox whose list is open).
 */
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { cn } from "@/lib/cn.ts";
import { COMPANY_PICKER, FIELDS } from "../strings.ts";

/** Props of {@link CompanyPicker}. */
export interface CompanyPickerProps {
  value: string;
  onChange: (value: string) => void;
  names: readonly string[];
  loading: boolean;
  failed: boolean;
}

interface Option {
  value: string;
  label: string;
}

/** The options for what is typed: matching names, then 'Create' when the name is new. */
export function companyOptions(names: readonly string[], typed: string): Option[] {
  const query = typed.trim().toLowerCase();
  const matches = names.filter((name) => name.toLowerCase().includes(query))
    .map((name) => ({ value: name, label: name }));
  const exists = names.some((name) => name.toLowerCase() === query);
  if (query && !exists) {
    matches.push({ value: typed.trim(), label: COMPANY_PICKER.create(typed.trim()) });
  }
  return matches;
}

/** Label, input and suggestion list. */
export function CompanyPicker(
  { value, onChange, names, loading, failed }: CompanyPickerProps,
) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => companyOptions(names, value), [names, value]);
  // aria-expanded says whether the list shows: an open list with nothing to show is closed.
  const shown = open && (options.length > 0 || loading);

  function setOpen(next: boolean) {
    setOpenState(next);
    setActive(-1);
  }

  function pick(option: Option) {
    onChange(option.value);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => options.length ? (i + step + options.length) % options.length : -1);
    } else if (event.key === "Enter" && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && shown) {
      setOpen(false);
    }
  }

  return (
    <div className="relative grid gap-2">
      <Label htmlFor={id}>{FIELDS.company}</Label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={COMPANY_PICKER.placeholder}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          if (!open) setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-testid="input-company"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {failed ? COMPANY_PICKER.loadFailed : COMPANY_PICKER.hint}
      </p>
      {shown && (
        <ul
          id={listId}
          role="listbox"
          aria-label={FIELDS.company}
          className="absolute top-[4.25rem] z-10 max-h-48 w-full overflow-y-auto rounded-md border border-border bg-popover p-1 shadow-md"
        >
          {loading && <li className="px-2 py-1.5 text-sm text-muted-foreground">…</li>}
          {options.map((option, index) => (
            <li
              key={`${option.label}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input must not lose focus (and close the list) first.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
              className={cn(
                "cursor-pointer rounded-sm px-2 py-1.5 text-sm",
                index === active ? "bg-accent text-accent-foreground" : "hover:bg-muted",
              )}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
