/** The register's two sections, as links that look like tabs: the entries and the controls. */
import { Link } from "wouter";
import { cn } from "@/lib/cn.ts";
import { PAGES, REGISTER_CONTROLS_PATH } from "@/lib/pages.ts";
import { REGISTER_SCREEN as S } from "../strings.ts";

const SECTIONS = [
  { path: PAGES.register.path, label: S.entriesTab },
  { path: REGISTER_CONTROLS_PATH, label: S.controlsTab },
] as const;

/** The section links; `current` is the one shown (aria-current). */
export function RegisterTabs({ current }: { current: "entries" | "controls" }) {
  const currentPath = current === "entries" ? PAGES.register.path : REGISTER_CONTROLS_PATH;
  return (
    <nav aria-label={S.tabsLabel} className="mb-6 border-b border-border">
      <ul className="flex gap-1">
        {SECTIONS.map(({ path, label }) => (
          <li key={path} className="flex">
            <Link
              href={path}
              aria-current={path === currentPath ? "page" : undefined}
              className={cn(
                "-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:-outline-offset-2",
                path === currentPath
                  ? "border-primary text-primary"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
