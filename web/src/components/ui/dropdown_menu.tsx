/** Dropdown menu (radix DropdownMenu) with the kit's panel and item styles. */
import type { ComponentProps } from "react";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { Check } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

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

/** A checkable menu item. */
export function DropdownMenuCheckboxItem(
  { className, children, ...props }: ComponentProps<typeof MenuPrimitive.CheckboxItem>,
) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(ITEM_CLASSES, "pl-8", className)} {...props}>
      <span className="absolute left-2 flex size-3.5 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

/** A heading inside the menu. */
export function DropdownMenuLabel(
  { className, ...props }: ComponentProps<typeof MenuPrimitive.Label>,
) {
  return (
    <MenuPrimitive.Label
      className={cn("px-2 py-1.5 text-sm font-semibold", className)}
      {...props}
    />
  );
}

/** A rule between groups of items. */
export function DropdownMenuSeparator(
  { className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>,
) {
  return (
    <MenuPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />
  );
}
