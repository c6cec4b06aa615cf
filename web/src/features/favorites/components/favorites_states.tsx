/** The Favorites screen's message states: signed out, load failure, and no favorites yet. */
import type { ReactNode } from "react";
import { AlertCircle, Lock, Star } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FAVORITES_TEXT } from "../strings.ts";

function StateCard(
  { icon, title, body, action }: {
    icon: ReactNode;
    title: string;
    body: string;
    action: ReactNode;
  },
) {
  return (
    <Card className="grid justify-items-center gap-3 px-6 py-12 text-center">
      {icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{body}</p>
      {action}
    </Card>
  );
}

/** Signed out: 'Sign In Required' with a link to /auth. */
export function SignInRequired() {
  return (
    <StateCard
      icon={<Lock aria-hidden="true" className="size-8 text-slate-400" />}
      title={FAVORITES_TEXT.signInTitle}
      body={FAVORITES_TEXT.signInBody}
      action={<Link href="/auth" className={buttonClasses()}>{FAVORITES_TEXT.signIn}</Link>}
    />
  );
}

/** The list could not be loaded: 'Error Loading Favorites' and 'Refresh Page'. */
export function FavoritesLoadError() {
  return (
    <StateCard
      icon={<AlertCircle aria-hidden="true" className="size-8 text-red-500" />}
      title={FAVORITES_TEXT.errorTitle}
      body={FAVORITES_TEXT.errorBody}
      action={
        <Button variant="outline" onClick={() => globalThis.location.reload()}>
          {FAVORITES_TEXT.refresh}
        </Button>
      }
    />
  );
}

/** No favorites: 'No favorites yet', a hint about the star, and 'Browse Legal Updates'. */
export function NoFavorites() {
  return (
    <StateCard
      icon={<Star aria-hidden="true" className="size-8 text-slate-400" />}
      title={FAVORITES_TEXT.emptyTitle}
      body={FAVORITES_TEXT.emptyHint}
      action={<Link href="/" className={buttonClasses()}>{FAVORITES_TEXT.browse}</Link>}
    />
  );
}
