/** Dropdown menu (radix DropdownMenu) with the kit's panel and item styles. */
import type { ComponentProps } from "react";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { cn } from "@/lib/cn.ts";

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

const ITEM_CLASSES =
  "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

/** The menu panel, in a portal. */
export function DropdownMenuContent(
  { className, sideOffset, ...props }: ComponentProps<typeof MenuPrimitive.Content>,
) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset ?? 4}
        className={cn(
          "z-50 min-w-32 overflow-hidden rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

/** A menu item; `destructive` colours it red. */
export function DropdownMenuItem(
  { className, destructive, ...props }: ComponentProps<typeof MenuPrimitive.Item> & {
    destructive?: boolean;
  },
) {
  return (
    <MenuPrimitive.Item
      className={cn(ITEM_CLASSES, destructive && "text-destructive", className)}
      {...props}
    />
  );
}
