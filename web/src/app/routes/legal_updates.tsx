/**
 * / and /overview: the Legal Updates listing, for a signed-in user or an anonymous visitor. A
 * signed-in user gets the alerts feature's dialog for 'Create alert from these filters'.
 */
import { type ComponentProps, lazy, Suspense } from "react";
import { LegalUpdatesScreen } from "@/features/legal_updates/components/legal_updates_screen.tsx";
import { useCurrentUser } from "@/lib/queries/current_user.ts";

// The listing loads with the app; the alert dialog only once someone is signed in.
const LazyAlertDialog = lazy(() =>
  import("@/features/alerts/components/alert_dialog.tsx").then((m) => ({
    default: m.AlertDialog,
  }))
);

/** The alert dialog, drawn once its code has arrived (nothing shows meanwhile). */
function AlertDialog(props: ComponentProps<typeof LazyAlertDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyAlertDialog {...props} />
    </Suspense>
  );
}

/** The listing route. */
export function LegalUpdatesRoute() {
  const { user } = useCurrentUser();
  return (
    <LegalUpdatesScreen
      userId={user?.id ?? null}
      alertDialog={user ? AlertDialog : undefined}
    />
  );
}
