/**
 * Single sign-on with OpenID Connect (issue 28), public: GET /api/auth/oidc/login sends the
 * browser to the provider, GET /api/auth/oidc/callback takes it back, checks everything and opens
 * the same session as password sign-in (api/auth/open_session.ts). Every failure, and a server
 * without OIDC_ISSUER, lands on the sign-in page with `?sso_error=<code>` (api/schemas/oidc.ts).
 */
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { deleteSession } from "../../db/queries/sessions.ts";
import type { Settings } from "../../workers/settings.ts";
import { saveLogin, takeLogin } from "../auth/oidc/login_state.ts";
import { RelyingParty } from "../auth/oidc/relying_party.ts";
import { ssoAccount } from "../auth/oidc/sso_account.ts";
import { describeFailure, ssoFailureOf } from "../auth/oidc/sso_failure.ts";
import { openSession } from "../auth/open_session.ts";
import type { AppEnv } from "../context.ts";
import {
  OidcCallbackQuery,
  OidcLoginQuery,
  SSO_ERROR_PARAM,
  type SsoError,
} from "../schemas/oidc.ts";
import { safeReturnPath, SIGN_IN_PATH } from "../schemas/return_path.ts";
import { onInvalid } from "../validation.ts";

/** Back to the sign-in page, which shows the failure's sentence (and keeps where to go next). */
function toSignIn(c: Context, error: SsoError, next = "/") {
  const query = new URLSearchParams({ [SSO_ERROR_PARAM]: error });
  if (next !== "/") query.set("next", next);
  return c.redirect(`${SIGN_IN_PATH}?${query}`, 302);
}

/** The two calls, over one relying party kept for the app's life (its discovery is cached). */
export function oidcSignIn(settings: Settings, now: () => Date) {
  const { issuer } = settings.oidc;
  const party = issuer
    ? new RelyingParty({ ...settings.oidc, issuer }, {
      publicUrl: settings.server.publicUrl,
      allowPrivate: settings.security.allowPrivateFetch,
      now,
    })
    : null;

  return new Hono<AppEnv>()
    .get("/login", zValidator("query", OidcLoginQuery, onInvalid), async (c) => {
      const next = safeReturnPath(c.req.valid("query").next) ?? "/";
      if (!party) return toSignIn(c, "unavailable", next);
      const secrets = RelyingParty.newSecrets();
      let target: URL;
      try {
        target = await party.authorizationUrl(secrets); // discovery: the provider may be down
      } catch (error) {
        console.warn(describeFailure(error));
        return toSignIn(c, ssoFailureOf(error), next);
      }
      await saveLogin(c, { secrets, returnPath: next });
      return c.redirect(target.href, 302);
    })
    .get("/callback", zValidator("query", OidcCallbackQuery, onInvalid), async (c) => {
      if (!party) return toSignIn(c, "unavailable");
      const query = c.req.valid("query");
      const login = await takeLogin(c, query.state);
      if (!login) return toSignIn(c, "state");
      if (query.error) {
        return toSignIn(c, query.error === "access_denied" ? "denied" : "failed", login.returnPath);
      }
      let claims;
      try {
        // The URL the provider sent the browser to: the redirect URI and this query.
        const callbackUrl = new URL(`${party.redirectUri}${new URL(c.req.url).search}`);
        claims = await party.exchange(callbackUrl, login.secrets);
      } catch (error) {
        console.warn(describeFailure(error));
        return toSignIn(c, ssoFailureOf(error), login.returnPath);
      }
      let found;
      try {
        found = await ssoAccount(c.var.db, claims, { oidc: settings.oidc, now: c.var.now() });
      } catch (error) {
        // Two first sign-ins of one person at once: the second meets the first's account.
        console.warn(describeFailure(error));
        return toSignIn(c, "failed", login.returnPath);
      }
      if (!found.ok) return toSignIn(c, found.error, login.returnPath);
      if (c.var.session) await deleteSession(c.var.db, c.var.session.id);
      await openSession(c, found.account);
      return c.redirect(login.returnPath, 302);
    });
}
