/** Card container and its parts. */
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** A bordered, rounded surface. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "rounded-xl border border-border bg-card text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A card around a table: below `md`, where the table's rows are cards of their own
 * (components/ui/table.tsx), it lays its frame aside instead of nesting cards in a card.
 */
export function TableCard({ className, ...props }: ComponentProps<"div">) {
  return (
    <Card
      className={cn(
        "max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:shadow-none",
        className,
      )}
      {...props}
    />
  );
}

/** The card's header area (title and description). */
export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

/** The card's title; a heading element of the caller's choice via `as`. */
export function CardTitle(
  { className, as: Heading = "h3", ...props }: ComponentProps<"h3"> & {
    as?: "h1" | "h2" | "h3" | "h4";
  },
) {
  return (
    <Heading
      className={cn("text-lg font-semibold leading-tight tracking-tight", className)}
      {...props}
    />
  );
}

/** Muted text under the card's title. */
export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/** The card's body. */
export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

/**
 * The usual card of a screen section: a level-2 title, a description under it when given, and
 * `children` as the body (`bodyClassName` lays it out).
 */
export function SectionCard(
  { title, description, bodyClassName, children, ...props }:
    & Omit<ComponentProps<"div">, "title">
    & { title: string; description?: string; bodyClassName?: string },
) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={bodyClassName}>{children}</CardContent>
    </Card>
  );
}
