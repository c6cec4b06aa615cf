/** Frame of every signed-in page: skip link, navigation bar and the main column. */
import { type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import { NavBar } from "./nav_bar.tsx";
import { SHELL_BUTTONS } from "./strings.ts";

/** Id of the main column, the skip link's target. */
const MAIN_ID = "main-content";

/** A link for keyboard users that jumps past the header; visible only when focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-primary shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {SHELL_BUTTONS.skipToContent}
    </a>
  );
}

/** The centred main column; scrolls back to the top whenever the route changes. */
export function MainColumn({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useEffect(() => {
    globalThis.scrollTo?.(0, 0);
  }, [location]);
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
    >
      {children}
    </main>
  );
}

/** The signed-in layout. */
export function AppShell({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <SkipLink />
      <NavBar user={user} />
      <MainColumn>{children}</MainColumn>
    </div>
  );
}
