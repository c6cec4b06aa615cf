/**
 * A real OpenID Connect provider on 127.0.0.1 for the single sign-on tests: the `oidc-provider`
 * package with its own login and consent pages (any password; the login names the account), one
 * confidential client (client_secret_basic), PKCE required, and ID tokens that carry the email,
 * `email_verified`, the names and `groups`. `down` makes every answer a 503. Not a _test.ts file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export const TEST_CLIENT = { id: "legalwatch", secret: "test-client-secret" } as const;

/** What the provider says about one of its accounts. */
export interface TestIdentity {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

/** A running provider. */
export interface TestProvider {
  issuer: string;
  /** The provider's accounts by login (= `sub`); tests add to it. */
  accounts: Map<string, TestIdentity>;
  /** While true, every request gets a 503. */
  down: boolean;
  close(): Promise<void>;
}

const HOUR = 3600;

/** Starts a provider whose one client redirects to `redirectUri` (on `port`, or any free one). */
export async function startTestProvider(redirectUri: string, port = 0): Promise<TestProvider> {
  let handle = (_req: IncomingMessage, res: ServerResponse) => void res.end();
  const server = createServer((req, res) => {
    if (provider.down) {
      res.statusCode = 503;
      return void res.end("down");
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestIdentity>();
  const oidc = new Provider(issuer, {
    clients: [{
      client_id: TEST_CLIENT.id,
      client_secret: TEST_CLIENT.secret,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: "client_secret_basic",
    }],
    findAccount: (_ctx: unknown, id: string) => {
      const identity = accounts.get(id);
      return identity && { accountId: id, claims: () => ({ sub: id, ...identity }) };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "groups"],
    },
    // Like most providers, put the granted claims in the ID token too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ["test-cookie-key"] },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Grant: HOUR,
      Interaction: HOUR,
      Session: HOUR,
    },
  });
  handle = oidc.callback();
  const provider: TestProvider = {
    issuer,
    accounts,
    down: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return provider;
}

/** The cookies one client holds: what its answers set, less what they cleared. */
export class CookieJar {
  private cookies = new Map<string, string>();

  /** The Cookie header to send. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Keeps what the answer's Set-Cookie lines set; forgets what they clear. */
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value && !/max-age=0/i.test(line)) this.cookies.set(pair.slice(0, at), value);
      else this.cookies.delete(pair.slice(0, at));
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

/**
 * A user at the provider's pages without a browser: from the authorization URL, signs in as
 * `login`, then grants (or with `deny`, cancels) consent; answers the URL the provider sends the
 * browser back to (our callback). The API tests use it; the e2e test clicks the same pages.
 */
export async function consentAt(
  authorizationUrl: string,
  login: string,
  options: { deny?: boolean } = {},
): Promise<string> {
  const cookies = new CookieJar();
  const go = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
      headers: { cookie: cookies.header() },
    });
    cookies.take(response);
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const response = await go(url);
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url).href;
      if (!url.startsWith(new URL(authorizationUrl).origin)) return url; // back to us
      continue;
    }
    const page = await response.text();
    const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`test provider: no form at ${url}: ${page.slice(0, 200)}`);
    const submit = new URL(action, url).href;
    if (page.includes('value="login"')) {
      url = await redirectOf(go(submit, { prompt: "login", login, password: "any" }), url);
    } else if (options.deny) {
      url = await redirectOf(go(`${url.replace(/\/$/, "")}/abort`), url);
    } else {
      url = await redirectOf(go(submit, { prompt: "consent" }), url);
    }
    if (!url.startsWith(new URL(authorizationUrl).origin)) return url;
  }
  throw new Error("test provider: too many steps");
}

async function redirectOf(pending: Promise<Response>, base: string): Promise<string> {
  const response = await pending;
  await response.body?.cancel();
  const location = response.headers.get("location");
  if (!location) throw new Error(`test provider: no redirect (${response.status})`);
  return new URL(location, base).href;
}
