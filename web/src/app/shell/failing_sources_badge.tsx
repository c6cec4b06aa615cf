/**
 * The red "{n} sources failing" badge beside 'System Active' (issue 25): superadmins only, shown
 * while any active source is failing, a link to Source Management's "Needs attention".
 */
import { AlertTriangle } from "lucide-react";
import { Link } from "wouter";
import { badgeClasses } from "../../components/ui/badge.tsx";
import { cn } from "../../lib/cn.ts";
import { SOURCES_ATTENTION } from "../../lib/pages.ts";
import { NAV_BADGES } from "./strings.ts";

/** Nothing while `failing` is undefined (loading, not a superadmin) or 0. */
export function FailingSourcesBadge(
  { failing, className }: { failing: number | undefined; className?: string },
) {
  if (failing === undefined || failing === 0) return null;
  return (
    <Link
      href={SOURCES_ATTENTION.path}
      className={cn(
        badgeClasses("destructive"),
        "hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700",
        className,
      )}
      data-testid="badge-sources-failing"
    >
      <AlertTriangle aria-hidden="true" className="size-3" />
      {NAV_BADGES.sourcesFailing(failing)}
    </Link>
  );
}
