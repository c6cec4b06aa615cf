/** Text input styled like the rest of the kit. */
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** An `<input>` with the kit's border, padding and focus ring. */
export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type ?? "text"}
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-white px-3 py-2 text-base shadow-xs placeholder:text-slate-500 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
