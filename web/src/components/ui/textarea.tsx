/** Multi-line text input. */
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** A `<textarea>` with the kit's border, padding and focus ring. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-20 w-full rounded-md border border-input bg-white px-3 py-2 text-base shadow-xs placeholder:text-slate-500 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
