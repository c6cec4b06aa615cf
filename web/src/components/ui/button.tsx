/** Button with variants and sizes; `asChild` renders its child (e.g. a Link) with button styles. */
import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/cn.ts";

/** Visual variants of {@link Button}. */
export type ButtonVariant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
/** Sizes of {@link Button}. */
export type ButtonSize = "default" | "sm" | "lg" | "icon";

const VARIANTS: Record<ButtonVariant, string> = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-red-700",
  outline: "border border-input bg-white shadow-sm hover:bg-muted",
  secondary: "bg-secondary text-secondary-foreground hover:bg-slate-200",
  ghost: "hover:bg-muted",
  link: "text-primary underline-offset-4 hover:underline",
};

const SIZES: Record<ButtonSize, string> = {
  default: "h-10 px-4 py-2",
  sm: "h-8 rounded-md px-3 text-xs",
  lg: "h-11 rounded-md px-6 text-base",
  icon: "size-10",
};

/** The class list of a button, for elements that look like one without being {@link Button}. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  return cn(
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
    VARIANTS[options.variant ?? "default"],
    SIZES[options.size ?? "default"],
    options.className,
  );
}

/** Props of {@link Button}. */
export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  asChild?: boolean;
};

/** A button; `type` defaults to "button" so that it never submits a form by accident. */
export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
