/** The role-filtered navigation items; the current one is highlighted and aria-current. */
import { Link, useLocation } from "wouter";
import type { Role } from "@domain/roles.ts";
import { cn } from "@/lib/cn.ts";
import { isCurrentPage, navItemsFor } from "@/lib/pages.ts";

/** Props of {@link NavLinks}. */
export interface NavLinksProps {
  role: Role;
  /** "bar": a horizontal row with an underline; "panel": a vertical list for the phone menu. */
  layout: "bar" | "panel";
  onNavigate?: () => void;
}

/** One link per page the role may open. */
export function NavLinks({ role, layout, onNavigate }: NavLinksProps) {
  const [location] = useLocation();
  return (
    <ul className={layout === "bar" ? "flex items-stretch gap-1" : "grid gap-1"}>
      {navItemsFor(role).map((page) => {
        const current = isCurrentPage(location, page);
        return (
          <li key={page.path} className="flex">
            <Link
              href={page.path}
              aria-current={current ? "page" : undefined}
              onClick={onNavigate}
              data-testid={`nav-link-${page.path.slice(1)}`}
              className={cn(
                "whitespace-nowrap text-sm font-medium transition-colors",
                layout === "bar"
                  ? "-mb-px flex items-center border-b-2 px-3 py-3 focus-visible:-outline-offset-2"
                  : "w-full rounded-md px-3 py-2.5",
                layout === "bar" && (current
                  ? "border-primary text-primary"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"),
                layout === "panel" &&
                  (current ? "bg-accent text-accent-foreground" : "text-slate-700 hover:bg-muted"),
              )}
            >
              {page.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
