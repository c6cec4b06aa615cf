/** Placeholder block shown while content loads. */
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** A pulsing grey block; size it with className. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-slate-200", className)}
      {...props}
    />
  );
}
