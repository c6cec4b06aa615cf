/**
 * Data table parts. From Tailwind's `md` breakpoint up it is a plain table; below it every row is
 * a card (ADR 0122): the same `<table>` elements, so the same roles, names and
 * actions, laid out as stacked blocks so that nothing scrolls sideways on a phone.
 */
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** A `<table>`; below `md` its rows are cards and it never scrolls sideways. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full md:overflow-x-auto">
      <table className={cn("w-full caption-bottom text-sm max-md:block", className)} {...props} />
    </div>
  );
}

/**
 * Table head. Below `md` it is a strip above the cards that shows only the header cells holding
 * a control (select all, sort); the others stay for screen readers.
 */
export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead
      className={cn(
        "[&_tr]:border-b max-md:block max-md:[&_tr]:border-0 max-md:[&_tr]:p-0 max-md:[&_tr]:hover:bg-transparent",
        className,
      )}
      {...props}
    />
  );
}

/** Table body; below `md` a column of cards. */
export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return (
    <tbody
      className={cn("md:[&_tr:last-child]:border-0 max-md:grid max-md:gap-3", className)}
      {...props}
    />
  );
}

/**
 * A row with hover and selected (`data-state="selected"`) styles; below `md` a card whose cells
 * wrap (see {@link CardPlacement}).
 */
export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "border-b border-border transition-colors hover:bg-slate-50 data-[state=selected]:bg-accent",
        "max-md:flex max-md:flex-wrap max-md:items-start max-md:gap-x-4 max-md:gap-y-2",
        "max-md:rounded-lg max-md:border max-md:p-3",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A header cell. Below `md` it is visually hidden unless it holds a control (`control`), which
 * then shows in the strip above the cards.
 */
export function TableHead(
  { className, control = false, ...props }: ComponentProps<"th"> & { control?: boolean },
) {
  return (
    <th
      className={cn(
        "h-11 px-3 text-left align-middle font-medium text-muted-foreground",
        control ? "max-md:block max-md:h-auto max-md:p-0 max-md:pb-3" : "max-md:sr-only",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Where a cell goes on a card (below `md`): `line`, a line of its own (the default); `inline`,
 * as wide as its content, beside the other inline cells (a checkbox, a date, a badge, actions);
 * `rest`, the rest of the line after one small inline cell (the title beside its checkbox);
 * `end`, inline and pushed to the line's end (the row's actions).
 */
export type CardPlacement = "line" | "inline" | "rest" | "end";

const PLACEMENT: Record<CardPlacement, string> = {
  line: "max-md:basis-full",
  inline: "max-md:basis-auto",
  // 2rem: a checkbox and the row's gap.
  rest: "max-md:flex-1 max-md:basis-[calc(100%-2rem)]",
  end: "max-md:ml-auto max-md:basis-auto",
};

/**
 * A body cell. Below `md` it is a block placed by `card` that wraps long words; `label` (the
 * column's name) is then shown above its content, to the eye only: CSS generated text with an
 * empty alternative, so the cell's text and accessible name stay what the table shows.
 */
export function TableCell(
  { className, label, card = "line", ...props }: ComponentProps<"td"> & {
    label?: string;
    card?: CardPlacement;
  },
) {
  return (
    <td
      data-label={label}
      className={cn(
        "p-3 align-top",
        "max-md:block max-md:min-w-0 max-md:p-0 max-md:[overflow-wrap:anywhere]",
        PLACEMENT[card],
        label &&
          "max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)_/_'']",
        className,
      )}
      {...props}
    />
  );
}
