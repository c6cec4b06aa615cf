/** One labelled value of the User Details dialog's view mode. */
import type { ReactNode } from "react";

/** A term and its value, stacked; use inside a `<dl>`. */
export function DetailRow(
  { label, children, testId }: { label: string; children: ReactNode; testId?: string },
) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm" data-testid={testId}>{children}</dd>
    </div>
  );
}
