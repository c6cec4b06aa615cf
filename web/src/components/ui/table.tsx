/** Data table parts; the wrapper scrolls horizontally on narrow screens. */
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** A `<table>` inside a horizontally scrolling wrapper. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

/** Table head. */
export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

/** Table body. */
export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

/** A row with hover and selected (`data-state="selected"`) styles. */
export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      className={cn(
        "border-b border-border transition-colors hover:bg-slate-50 data-[state=selected]:bg-accent",
        className,
      )}
      {...props}
    />
  );
}

/** A header cell. */
export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      className={cn(
        "h-11 px-3 text-left align-middle font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** A body cell. */
export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("p-3 align-top", className)} {...props} />;
}
