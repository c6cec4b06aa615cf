/** Loading indicator. */
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/** A spinning circle announced to screen readers as `label` (default "Loading"). */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        aria-hidden="true"
        className={cn("size-6 animate-spin text-primary", className)}
      />
      <span className="sr-only">{label ?? "Loading"}</span>
    </span>
  );
}

/** A spinner centred in the page, for whole-screen loading states. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
