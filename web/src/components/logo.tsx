/** The LegalWatch logo: a scale icon and the product name (sign-in screens and both headers). */
import { Scale } from "lucide-react";
import { cn } from "../lib/cn.ts";

/** The product's name, shown as the logo. */
export const PRODUCT_NAME = "LegalWatch";

/** Icon and word mark; `inverted` for dark backgrounds. */
export function Logo({ inverted, className }: { inverted?: boolean; className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center gap-2 text-lg font-bold tracking-tight", className)}
    >
      <span
        className={cn(
          "grid size-8 place-content-center rounded-lg",
          inverted ? "bg-white/15 text-white" : "bg-primary text-primary-foreground",
        )}
      >
        <Scale aria-hidden="true" className="size-5" />
      </span>
      <span className={inverted ? "text-white" : "text-slate-900"}>{PRODUCT_NAME}</span>
    </span>
  );
}
