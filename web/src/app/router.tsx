/**
 * Routing (spec part 1 §2, part 2 §2): a spinner while the current user loads, then the signed-out
 * or the signed-in routes. Role-limited pages are guarded here too; the server enforces them.
 */
import { lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { PageSpinner } from "../components/ui/spinner.tsx";
import type { PublicUser } from "@api/schemas/user_answers.ts";
import {
  canAccess,
  type Page,
  PAGES,
  REGISTER_CONTROLS_PATH,
  REGISTER_ENTRY_ROUTE,
  UPDATE_DETAIL_ROUTE,
} from "../lib/pages.ts";
import { useCurrentUser } from "../lib/queries/current_user.ts";
import { returnPathFrom, signInPathFor } from "../lib/return_path.ts";
import { AppShell } from "./shell/app_shell.tsx";
import { PublicShell } from "./shell/public_shell.tsx";
import { ForgotPasswordRoute } from "./routes/forgot_password.tsx";
import { HomeRoute } from "./routes/home.tsx";
import { LegalUpdatesRoute } from "./routes/legal_updates.tsx";
import { NotFoundRoute } from "./routes/not_found.tsx";
import { SignInRoute } from "./routes/sign_in.tsx";
import { UsersAccessDenied } from "./routes/users_access_denied.tsx";

// The first screens (sign-in, the listing, the dashboard) load with the app; the others are
// fetched when first opened, so a visitor does not download the admin and report code.
const AlertsRoute = lazy(() =>
  import("./routes/alerts.tsx").then((m) => ({ default: m.AlertsRoute }))
);
const AdminRoute = lazy(() =>
  import("./routes/admin.tsx").then((m) => ({ default: m.AdminRoute }))
);
const FavoritesRoute = lazy(() =>
  import("./routes/favorites.tsx").then((m) => ({ default: m.FavoritesRoute }))
);
const JurisdictionsRoute = lazy(() =>
  import("./routes/jurisdictions.tsx").then((m) => ({ default: m.JurisdictionsRoute }))
);
const ProfileRoute = lazy(() =>
  import("./routes/profile.tsx").then((m) => ({ default: m.ProfileRoute }))
);
const RegisterHorizonRoute = lazy(() =>
  import("./routes/register_horizon.tsx").then((m) => ({ default: m.RegisterHorizonRoute }))
);
const RegisterRoute = lazy(() =>
  import("./routes/register.tsx").then((m) => ({ default: m.RegisterRoute }))
);
const RegisterControlsRoute = lazy(() =>
  import("./routes/register_controls.tsx").then((m) => ({ default: m.RegisterControlsRoute }))
);
const RegisterEntryRoute = lazy(() =>
  import("./routes/register_entry.tsx").then((m) => ({ default: m.RegisterEntryRoute }))
);
const TasksRoute = lazy(() =>
  import("./routes/tasks.tsx").then((m) => ({ default: m.TasksRoute }))
);
const UpdateDetailRoute = lazy(() =>
  import("./routes/update_detail.tsx").then((m) => ({ default: m.UpdateDetailRoute }))
);
const UsersRoute = lazy(() =>
  import("./routes/users.tsx").then((m) => ({ default: m.UsersRoute }))
);

/** The whole app's routes. */
export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

/**
 * Signed out, a protected page goes to the sign-in screen, which returns to it after sign-in
 * (issue 25, ADR 0099).
 */
function ToSignIn() {
  const [location] = useLocation();
  return <Redirect to={signInPathFor(location, useSearch())} replace />;
}

/** Signed in on the sign-in screen: on to the page it was asked to return to, or to /. */
function FromSignIn() {
  return <Redirect to={returnPathFrom(useSearch()) ?? "/"} replace />;
}

/**
 * Signed out: sign-in, password reset and the public overview; anything else goes to /auth,
 * which returns to it.
 */
function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/">
        <SignInRoute />
      </Route>
      <Route path="/auth">
        <SignInRoute />
      </Route>
      <Route path="/forgot-password">
        <ForgotPasswordRoute />
      </Route>
      <Route path={PAGES.legalUpdates.path}>
        <PublicShell>
          <LegalUpdatesRoute />
        </PublicShell>
      </Route>
      <Route path={UPDATE_DETAIL_ROUTE}>
        {(params) => (
          <PublicShell>
            <Suspense fallback={<PageSpinner />}>
              <UpdateDetailRoute idParam={params.id} />
            </Suspense>
          </PublicShell>
        )}
      </Route>
      <Route>
        <ToSignIn />
      </Route>
    </Switch>
  );
}

/** The page when `user` may open `page`, else `denied` (default: 'Page Not Found'). */
function guard(user: PublicUser, page: Page, allowed: ReactNode, denied?: ReactNode): ReactNode {
  return canAccess(user.role, page) ? allowed : (denied ?? <NotFoundRoute />);
}

/**
 * Signed in: every screen inside the navigation shell; /auth goes to the page it names to return
 * to (or /), /forgot-password to /.
 */
function SignedInRoutes({ user }: { user: PublicUser }) {
  return (
    <AppShell user={user}>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/">
            <LegalUpdatesRoute />
          </Route>
          <Route path={PAGES.legalUpdates.path}>
            <LegalUpdatesRoute />
          </Route>
          <Route path={UPDATE_DETAIL_ROUTE}>
            {(params) => <UpdateDetailRoute idParam={params.id} />}
          </Route>
          <Route path={PAGES.home.path}>
            <HomeRoute user={user} />
          </Route>
          <Route path={PAGES.favorites.path}>
            <FavoritesRoute />
          </Route>
          <Route path={PAGES.tasks.path}>
            <TasksRoute />
          </Route>
          <Route path={PAGES.register.path}>
            <RegisterRoute />
          </Route>
          {/* Before any /register/:id route: "controls" and "horizon" are no entry ids. */}
          <Route path={REGISTER_CONTROLS_PATH}>
            <RegisterControlsRoute />
          </Route>
          <Route path={PAGES.registerHorizon.path}>
            <RegisterHorizonRoute />
          </Route>
          <Route path={PAGES.alerts.path}>
            <AlertsRoute />
          </Route>
          <Route path={REGISTER_ENTRY_ROUTE}>
            {(params) => <RegisterEntryRoute idParam={params.id} />}
          </Route>
          <Route path={PAGES.profile.path}>
            <ProfileRoute />
          </Route>
          <Route path={PAGES.admin.path}>{guard(user, PAGES.admin, <AdminRoute />)}</Route>
          <Route path={PAGES.jurisdictions.path}>
            {guard(user, PAGES.jurisdictions, <JurisdictionsRoute />)}
          </Route>
          <Route path={PAGES.users.path}>
            {guard(user, PAGES.users, <UsersRoute />, <UsersAccessDenied />)}
          </Route>
          <Route path="/auth">
            <FromSignIn />
          </Route>
          <Route path="/forgot-password">
            <Redirect to="/" replace />
          </Route>
          <Route>
            <NotFoundRoute />
          </Route>
        </Switch>
      </Suspense>
    </AppShell>
  );
}
