/** Horizontal or vertical rule (radix Separator). */
import type { ComponentProps } from "react";
import { Separator as SeparatorPrimitive } from "radix-ui";
import { cn } from "../../lib/cn.ts";

/** A thin line; decorative by default. */
export function Separator(
  { className, orientation, decorative, ...props }: ComponentProps<typeof SeparatorPrimitive.Root>,
) {
  return (
    <SeparatorPrimitive.Root
      decorative={decorative ?? true}
      orientation={orientation ?? "horizontal"}
      className={cn(
        "shrink-0 bg-border",
        orientation === "vertical" ? "h-full w-px" : "h-px w-full",
        className,
      )}
      {...props}
    />
  );
}
