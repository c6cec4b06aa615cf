/**
 * A table of figures in a scroll region that the keyboard can reach: the Quality tab's tables hold
 * no buttons, so on a narrow screen their horizontal scroll must be focusable itself (WCAG 2.1.1).
 */
import type { ReactNode } from "react";

/** `children` are the thead and tbody (the kit's TableHeader and TableBody). */
export function FiguresTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full caption-bottom text-sm">{children}</table>
    </div>
  );
}
