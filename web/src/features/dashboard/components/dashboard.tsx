/** The welcome dashboard at /home (spec part 1 §2): greeting, role, figures and shortcuts. */
import type { LucideIcon } from "lucide-react";
import { ChevronRight, FileText, Landmark, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { RoleBadge } from "@/components/role_badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { canAccess, type Page, PAGES } from "@/lib/pages.ts";
import { displayFirstName } from "@/lib/user_names.ts";
import { greeting, SIGN_OUT } from "../strings.ts";
import { StatCards } from "./stat_cards.tsx";

interface Shortcut {
  href: string;
  page: Page;
  title: string;
  text: string;
  icon: LucideIcon;
}

const SHORTCUTS: readonly Shortcut[] = [
  {
    href: "/",
    page: PAGES.legalUpdates,
    title: "Browse Legal Updates",
    text: "Search and filter verified legislative changes across jurisdictions.",
    icon: FileText,
  },
  {
    href: PAGES.admin.path,
    page: PAGES.admin,
    title: PAGES.admin.label,
    text: PAGES.admin.intro,
    icon: ShieldCheck,
  },
  {
    href: PAGES.jurisdictions.path,
    page: PAGES.jurisdictions,
    title: PAGES.jurisdictions.label,
    text: "Manage jurisdictions, RSS sources and legislative filter terms.",
    icon: Landmark,
  },
];

/** Sign Out is a full-page navigation to GET /api/logout, which ends the session. */
function signOut() {
  globalThis.location.href = "/api/logout";
}

/** The dashboard of a signed-in user. */
export function Dashboard({ user }: { user: PublicUser }) {
  return (
    <div className="grid gap-8">
      <section className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {greeting(displayFirstName(user))}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <RoleBadge role={user.role} />
            <span className="break-all" data-testid="text-user-email">{user.email}</span>
          </div>
        </div>
        <Button variant="outline" onClick={signOut} data-testid="button-sign-out">
          {SIGN_OUT}
        </Button>
      </section>

      <section aria-label="Overview figures">
        <StatCards />
      </section>

      <section aria-label="Shortcuts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SHORTCUTS.filter((s) => canAccess(user.role, s.page)).map((s) => (
          <Link
            key={s.href}
            href={s.href}
            className="group rounded-xl"
            data-testid={`shortcut-${s.page.path.slice(1)}`}
          >
            <Card className="flex h-full items-start gap-4 p-5 transition-colors group-hover:border-blue-300 group-hover:bg-blue-50/40">
              <span className="grid size-10 shrink-0 place-content-center rounded-lg bg-blue-50 text-primary">
                <s.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="grid flex-1 gap-1">
                <span className="font-semibold">{s.title}</span>
                <span className="text-sm text-muted-foreground">{s.text}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="mt-1 size-5 text-slate-400 group-hover:text-primary"
              />
            </Card>
          </Link>
        ))}
      </section>
    </div>
  );
}
