/** Small status label. */
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** Colour variants of {@link Badge}. */
export type BadgeVariant =
  | "default"
  | "secondary"
  | "outline"
  | "destructive"
  | "success"
  | "warning"
  | "info";

const VARIANTS: Record<BadgeVariant, string> = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "border-border text-foreground",
  destructive: "border-red-200 bg-red-50 text-red-700",
  success: "border-green-200 bg-green-50 text-green-700",
  warning: "border-orange-200 bg-orange-50 text-orange-700",
  info: "border-blue-200 bg-blue-50 text-blue-700",
};

/** Props of {@link Badge}. */
export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant };

/** The classes of a badge, for an element that looks like one (a link badge). */
export function badgeClasses(variant: BadgeVariant = "default"): string {
  return cn(
    "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold",
    VARIANTS[variant],
  );
}

/** An inline pill with a colour variant. */
export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span className={cn(badgeClasses(variant), className)} {...props} />;
}
