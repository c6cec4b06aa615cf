/**
 * The red "{n} sources failing" badge beside 'System Active' (issue 25): superadmins only, shown
 * while any active source is failing, a link to Source Management's "Needs attention". Below the
 * small breakpoint it shows the icon and the count, so that a count of any size fits a 375 px
 * header.
 */
import { AlertTriangle } from "lucide-react";
import { Link } from "wouter";
import { badgeClasses } from "@/components/ui/badge.tsx";
import { cn } from "@/lib/cn.ts";
import { SOURCES_ATTENTION } from "@/lib/pages.ts";
import { NAV_BADGES } from "./strings.ts";

/** Nothing while `failing` is undefined (loading, not a superadmin) or 0. */
export function FailingSourcesBadge(
  { failing, className }: { failing: number | undefined; className?: string },
) {
  if (failing === undefined || failing === 0) return null;
  const text = NAV_BADGES.sourcesFailing(failing);
  return (
    <Link
      aria-label={text}
      href={SOURCES_ATTENTION.path}
      className={cn(
        badgeClasses("destructive"),
        "hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700",
        className,
      )}
      data-testid="badge-sources-failing"
    >
      <AlertTriangle aria-hidden="true" className="size-3" />
      {/* A phone's header has room for the count only; the words stay its accessible name. */}
      <span aria-hidden="true" className="sm:hidden">{failing}</span>
      <span aria-hidden="true" className="max-sm:hidden">{text}</span>
    </Link>
  );
}
