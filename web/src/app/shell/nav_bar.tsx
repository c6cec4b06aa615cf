/**
 * The signed-in navigation bar (spec part 1 §2): logo, role-filtered items, admin badges, the
 * first name linking to /profile and logout. From md up the items form a second row; below md a
 * menu button opens them in a panel (rendered only while open, so the DOM never holds two copies).
 * The red "{n} sources failing" badge (issue 25, superadmins) stays in the bar at every width.
 */
import { useEffect, useId, useState } from "react";
import { LogOut, Menu, X } from "lucide-react";
import { Link, useLocation } from "wouter";
import { isAdminRole } from "@domain/roles.ts";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { Logo } from "@/components/logo.tsx";
import { Button } from "@/components/ui/button.tsx";
import { canAccess, PAGES } from "@/lib/pages.ts";
import { useFailingSources } from "@/lib/queries/failing_sources.ts";
import { useUpdateCounts } from "@/lib/queries/update_counts.ts";
import { displayFirstName, initials } from "@/lib/user_names.ts";
import { AdminStatusBadges } from "./admin_status_badges.tsx";
import { FailingSourcesBadge } from "./failing_sources_badge.tsx";
import { NavLinks } from "./nav_links.tsx";
import { SHELL_BUTTONS } from "./strings.ts";
import { useLogoutAction } from "./use_logout_action.ts";

/** The top bar of every signed-in page. */
export function NavBar({ user }: { user: PublicUser }) {
  const admin = isAdminRole(user.role);
  const counts = useUpdateCounts(admin);
  // Source Management's users only: the server answers the count to them alone.
  const failing = useFailingSources(canAccess(user.role, PAGES.jurisdictions));
  const { logout, isPending } = useLogoutAction();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const pending = counts.data?.pending;

  // Close the phone menu on navigation and on Escape.
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur"
      data-testid="nav-bar"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="rounded-md" data-testid="nav-logo">
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {admin && <AdminStatusBadges pending={pending} className="max-sm:hidden" />}
          <FailingSourcesBadge failing={failing.data?.failing} />
          <Link
            href="/profile"
            className="hidden items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-muted md:flex"
            data-testid="nav-profile"
          >
            <span
              aria-hidden="true"
              className="grid size-7 place-content-center rounded-full bg-blue-100 text-xs font-semibold text-blue-800"
            >
              {initials(user)}
            </span>
            {displayFirstName(user)}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            className="max-md:hidden"
            onClick={logout}
            disabled={isPending}
            data-testid="button-logout"
          >
            <LogOut aria-hidden="true" />
            {SHELL_BUTTONS.logout}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={SHELL_BUTTONS.menu}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? panelId : undefined}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="button-menu"
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav
        aria-label="Main"
        className="mx-auto hidden max-w-7xl overflow-x-auto px-4 sm:px-6 md:block lg:px-8"
      >
        <NavLinks role={user.role} layout="bar" />
      </nav>
      {menuOpen && (
        <div
          id={panelId}
          className="border-t border-border px-4 pb-4 pt-2 md:hidden"
          data-testid="nav-menu-panel"
        >
          <nav aria-label="Main">
            <NavLinks role={user.role} layout="panel" onNavigate={() => setMenuOpen(false)} />
          </nav>
          {admin && <AdminStatusBadges pending={pending} className="mt-3 px-3 sm:hidden" />}
          <div className="mt-3 grid gap-1 border-t border-border pt-3">
            <Link
              href="/profile"
              className="rounded-md px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-muted"
            >
              {displayFirstName(user)}
            </Link>
            <button
              type="button"
              onClick={logout}
              disabled={isPending}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-muted disabled:opacity-50"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {SHELL_BUTTONS.logout}
            </button>
          </div>
        </div>
      )}
    </header>
  );
}
