/** Frame of the pages an anonymous visitor may see (the Legal Updates overview). */
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Logo } from "@/components/logo.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { MainColumn, SkipLink } from "./app_shell.tsx";
import { SHELL_BUTTONS } from "./strings.ts";

/** Logo, a 'Sign In' link, then the page. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="border-b border-border bg-white" data-testid="public-header">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Link href="/overview" className="rounded-md">
            <Logo />
          </Link>
          <Link href="/auth" className={buttonClasses({ size: "sm" })}>{SHELL_BUTTONS.signIn}</Link>
        </div>
      </header>
      <MainColumn>{children}</MainColumn>
    </div>
  );
}
