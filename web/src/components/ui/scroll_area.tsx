/** Scrollable region with a slim custom scrollbar (radix ScrollArea). */
import type { ComponentProps } from "react";
import { ScrollArea as ScrollAreaPrimitive } from "radix-ui";
import { cn } from "@/lib/cn.ts";

/** A scroll region; give it a height (e.g. `h-64`). */
export function ScrollArea(
  { className, children, ...props }: ComponentProps<typeof ScrollAreaPrimitive.Root>,
) {
  return (
    <ScrollAreaPrimitive.Root className={cn("relative overflow-hidden", className)} {...props}>
      <ScrollAreaPrimitive.Viewport className="size-full rounded-[inherit]">
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar />
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

/** The scrollbar of a {@link ScrollArea}. */
export function ScrollBar(
  { className, orientation, ...props }: ComponentProps<typeof ScrollAreaPrimitive.Scrollbar>,
) {
  const vertical = (orientation ?? "vertical") === "vertical";
  return (
    <ScrollAreaPrimitive.Scrollbar
      orientation={orientation ?? "vertical"}
      className={cn(
        "flex touch-none select-none p-px transition-colors",
        vertical
          ? "h-full w-2.5 border-l border-l-transparent"
          : "h-2.5 flex-col border-t border-t-transparent",
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-slate-300" />
    </ScrollAreaPrimitive.Scrollbar>
  );
}
