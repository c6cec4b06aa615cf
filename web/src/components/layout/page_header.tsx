/** The heading block at the top of a screen. */
import type { ReactNode } from "react";

/** An h1 with an optional sub-line and actions on the right. */
export function PageHeader(
  { title, intro, actions }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode },
) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro && <p className="max-w-3xl text-muted-foreground">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
