/**
 * A collapsible checklist of jurisdictions or industries: a header button with the number of
 * selected options, then one labelled checkbox per option with its update count. The listing's
 * filter panel and the alert dialog share it (features do not import each other).
 */
import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { Checkbox } from "../ui/checkbox.tsx";
import { Label } from "../ui/label.tsx";
import { ScrollArea } from "../ui/scroll_area.tsx";
import { cn } from "@/lib/cn.ts";

/** One option: its name and, when known, how many updates it has. */
export interface ChecklistOption {
  name: string;
  count?: number;
}

interface Props {
  title: string;
  options: readonly ChecklistOption[];
  selected: readonly string[];
  onToggle: (name: string) => void;
  /** Put the options in a 16rem scroll area (long lists). */
  scroll?: boolean;
  /** Open at first; by default open on wide screens and folded on phones. */
  defaultOpen?: boolean;
}

/** The checklist. */
export function Checklist({ title, options, selected, onToggle, scroll, defaultOpen }: Props) {
  // Open beside the table on wide screens; folded on phones, where the panel sits above it.
  const [open, setOpen] = useState(
    () => defaultOpen ?? globalThis.matchMedia?.("(min-width: 1024px)").matches ?? true,
  );
  const id = useId();
  const list = (
    <ul className="grid gap-2 pr-3">
      {options.map((option, i) => (
        <li key={option.name} className="flex items-center gap-2">
          <Checkbox
            id={`${id}-${i}`}
            checked={selected.includes(option.name)}
            onCheckedChange={() => onToggle(option.name)}
          />
          <Label htmlFor={`${id}-${i}`} className="flex-1 cursor-pointer font-normal leading-snug">
            {option.name}
          </Label>
          {option.count !== undefined && (
            <span className="text-xs tabular-nums text-muted-foreground" data-testid="option-count">
              {option.count}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="grid gap-3" aria-label={title}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-options`}
        onClick={() => setOpen(!open)}
        className="flex items-center justify-between rounded-md text-sm font-semibold"
      >
        <span className="flex items-center gap-2">
          {title}
          {selected.length > 0 && (
            <span
              className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground"
              aria-label={`${selected.length} selected`}
            >
              {selected.length}
            </span>
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div id={`${id}-options`} hidden={!open}>
        {scroll ? <ScrollArea className="h-64">{list}</ScrollArea> : list}
      </div>
    </section>
  );
}
