/**
 * LegalWatch as an OpenID Connect relying party (openid-client v6): the provider's configuration
 * found by discovery from OIDC_ISSUER (kept for an hour, found again after a failure), the
 * authorization URL of a login (Authorization Code with PKCE S256, `state` and `nonce`), and the
 * exchange of the callback's code for a checked ID token. The client authenticates with
 * client_secret_basic.
 */
import * as client from "openid-client";
import type { OidcSettings } from "../../../workers/settings.ts";
import { providerFetch } from "./provider_fetch.ts";

/** The callback's path; the redirect URI is PUBLIC_URL + this. */
export const CALLBACK_PATH = "/api/auth/oidc/callback";
/** What we ask for: the ID token carries the email (and the role claim) we read. */
const SCOPE = "openid email profile";
/** Seconds each request to the provider may take. */
const TIMEOUT_SECONDS = 10;
/** How long a discovered configuration (endpoints, keys location) is reused. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** The secrets of one login, kept between its start and its callback. */
export interface LoginSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The ID token's claims, as openid-client checked them (signature, iss, aud, exp, nonce). */
export type IdTokenClaims = client.IDToken;

/** One configured provider; the app makes one (api/routes/oidc.ts) and keeps it. */
export class RelyingParty {
  readonly redirectUri: string;
  private discovered: { config: Promise<client.Configuration>; at: number } | null = null;

  constructor(
    private readonly oidc: OidcSettings & { issuer: string },
    private readonly options: { publicUrl: string; allowPrivate: boolean; now: () => Date },
  ) {
    this.redirectUri = `${options.publicUrl}${CALLBACK_PATH}`;
  }

  /** New random secrets for a login. */
  static newSecrets(): LoginSecrets {
    return {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
  }

  /** Where to send the browser to sign in at the provider. */
  async authorizationUrl(secrets: LoginSecrets): Promise<URL> {
    return client.buildAuthorizationUrl(await this.configuration(), {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: "S256",
    });
  }

  /**
   * Exchanges the code of the callback URL (as the provider sent it) for tokens and answers the
   * ID token's checked claims. Throws openid-client's errors (refusals) or network errors.
   */
  async exchange(callbackUrl: URL, secrets: LoginSecrets): Promise<IdTokenClaims> {
    const tokens = await client.authorizationCodeGrant(await this.configuration(), callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("auth/oidc: the token answer has no ID token");
    return claims;
  }

  private configuration(): Promise<client.Configuration> {
    const now = this.options.now().getTime();
    if (this.discovered && now - this.discovered.at < DISCOVERY_TTL_MS) {
      return this.discovered.config;
    }
    const config = this.discover();
    this.discovered = { config, at: now };
    // A provider that was down is asked again at the next login.
    config.catch(() => {
      if (this.discovered?.config === config) this.discovered = null;
    });
    return config;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.oidc;
    const config = await client.discovery(
      new URL(issuer),
      clientId,
      undefined,
      client.ClientSecretBasic(clientSecret),
      {
        [client.customFetch]: providerFetch({ allowPrivate: this.options.allowPrivate }),
        timeout: TIMEOUT_SECONDS,
        // An http issuer passed env.ts only with ALLOW_PRIVATE_FETCH (tests, demos).
        execute: this.options.allowPrivate ? [client.allowInsecureRequests] : [],
      },
    );
    config[client.customFetch] = providerFetch({ allowPrivate: this.options.allowPrivate });
    return config;
  }
}
