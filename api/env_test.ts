import assert from "node:assert/strict";
import { parseEnv } from "./env.ts";
import { settingsFromEnv } from "./settings.ts";

const PUBLIC_URL_MESSAGE =
  "PUBLIC_URL must be an http(s) URL such as https://legalwatch.example.com";

Deno.test("TRUST_PROXY is off unless set: proxy headers are anyone's to write", () => {
  assert.equal(parseEnv({}).TRUST_PROXY, false);
  assert.equal(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY, false);
  assert.equal(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY, true);
  assert.equal(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY, false);
});

Deno.test("MARKETING_URL takes a path or an http(s) URL; unset or empty is /", () => {
  assert.equal(parseEnv({}).MARKETING_URL, "/");
  assert.equal(parseEnv({ MARKETING_URL: "" }).MARKETING_URL, "/");
  assert.equal(parseEnv({ MARKETING_URL: " /welcome " }).MARKETING_URL, "/welcome");
  assert.equal(
    parseEnv({ MARKETING_URL: "https://legalwatch.example/" }).MARKETING_URL,
    "https://legalwatch.example/",
  );
});

Deno.test("MARKETING_URL refuses script, other schemes and links to another host", () => {
  for (
    const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,hi",
      "ftp://example.com",
      "//evil.example",
      "/\\evil.example",
      "www.example.com",
      "https://",
    ]
  ) {
    assert.throws(() => parseEnv({ MARKETING_URL: bad }), /MARKETING_URL must be a path/, bad);
  }
});

Deno.test("PUBLIC_URL defaults to localhost on PORT and loses its trailing slash", () => {
  assert.equal(parseEnv({}).PUBLIC_URL, "http://localhost:8000");
  assert.equal(parseEnv({ PORT: "9090" }).PUBLIC_URL, "http://localhost:9090");
  assert.equal(
    parseEnv({ PUBLIC_URL: "https://lw.example.com/" }).PUBLIC_URL,
    "https://lw.example.com",
  );
  assert.throws(() => parseEnv({ PUBLIC_URL: "lw.example.com" }), /PUBLIC_URL must be/);
  assert.throws(() => parseEnv({ PUBLIC_URL: "javascript:alert(1)" }), /PUBLIC_URL must be/);
});

Deno.test("SMTP_URL takes smtp:// or smtps://; MAIL_FROM has a default", () => {
  assert.equal(parseEnv({}).SMTP_URL, undefined);
  assert.equal(
    parseEnv({ SMTP_URL: "smtps://u:p@mail.example:465" }).SMTP_URL,
    "smtps://u:p@mail.example:465",
  );
  assert.throws(() => parseEnv({ SMTP_URL: "http://mail.example" }), /SMTP_URL must look like/);
  assert.equal(parseEnv({}).MAIL_FROM, "LegalWatch <alerts@localhost>");
});

Deno.test("the worker settings default to 4 at once, 5-minute claims, loops in the server", () => {
  const env = parseEnv({});
  assert.equal(env.SYNC_CONCURRENCY, 4);
  assert.equal(env.SYNC_CLAIM_SECONDS, 300);
  assert.equal(env.WORKERS_IN_SERVER, true);
  assert.equal(parseEnv({ WORKERS_IN_SERVER: "false" }).WORKERS_IN_SERVER, false);
  assert.throws(() => parseEnv({ SYNC_CONCURRENCY: "0" }), /SYNC_CONCURRENCY/);
  assert.throws(() => parseEnv({ SYNC_CLAIM_SECONDS: "soon" }), /SYNC_CLAIM_SECONDS/);
});

Deno.test("PUBLIC_URL may be localhost or an address but carries no query or fragment", () => {
  assert.equal(
    parseEnv({ PUBLIC_URL: "http://127.0.0.1:8000" }).PUBLIC_URL,
    "http://127.0.0.1:8000",
  );
  assert.equal(
    parseEnv({ PUBLIC_URL: "https://lw.example/sub/" }).PUBLIC_URL,
    "https://lw.example/sub",
  );
  for (
    const bad of ["https://lw.example/?a=1", "https://lw.example/#top", "https://lw.example/?"]
  ) {
    assert.throws(
      () => parseEnv({ PUBLIC_URL: bad }),
      (error: Error) =>
        error.message === `env: invalid configuration\n  PUBLIC_URL: ${PUBLIC_URL_MESSAGE}`,
      bad,
    );
  }
});

Deno.test("every bad variable is named once, with its message", () => {
  assert.throws(
    () => parseEnv({ PORT: "x", PUBLIC_URL: "ftp://lw.example", SMTP_URL: "http://m" }),
    (error: Error) =>
      error.message === [
        "env: invalid configuration",
        "  PORT: Invalid input: expected number, received NaN",
        `  SMTP_URL: SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465`,
        `  PUBLIC_URL: ${PUBLIC_URL_MESSAGE}`,
      ].join("\n"),
  );
});

Deno.test("OIDC_ISSUER needs the client's credentials and the allowed domains", () => {
  assert.equal(parseEnv({}).OIDC_ISSUER, undefined);
  assert.throws(
    () => parseEnv({ OIDC_ISSUER: "https://login.example.com" }),
    (error: Error) =>
      ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_ALLOWED_DOMAINS"].every((name) =>
        error.message.includes(`${name}: OIDC_ISSUER needs`)
      ),
  );
  const env = parseEnv({
    OIDC_ISSUER: "https://login.example.com",
    OIDC_CLIENT_ID: "lw",
    OIDC_CLIENT_SECRET: "s",
    OIDC_ALLOWED_DOMAINS: " Acme.example, @acme.co.uk ",
    OIDC_ROLE_MAP: "legalwatch-admins:admin",
  });
  assert.deepEqual(env.OIDC_ALLOWED_DOMAINS, ["acme.example", "acme.co.uk"]);
  assert.equal(env.OIDC_ROLE_MAP.get("legalwatch-admins"), "admin");
  assert.equal(env.OIDC_LABEL, "SSO");
});

Deno.test("an http or private OIDC_ISSUER only with ALLOW_PRIVATE_FETCH; never a superadmin claim", () => {
  const sso = {
    OIDC_CLIENT_ID: "lw",
    OIDC_CLIENT_SECRET: "s",
    OIDC_ALLOWED_DOMAINS: "acme.example",
  };
  for (
    const issuer of ["http://login.example.com", "https://127.0.0.1:8443", "https://localhost"]
  ) {
    assert.throws(() => parseEnv({ ...sso, OIDC_ISSUER: issuer }), /must be https on a public/);
    parseEnv({ ...sso, OIDC_ISSUER: issuer, ALLOW_PRIVATE_FETCH: "true" });
  }
  assert.throws(
    () =>
      parseEnv({ ...sso, OIDC_ISSUER: "https://l.example", OIDC_ROLE_MAP: "admins:superadmin" }),
    /OIDC_ROLE_MAP: "superadmin" is not a role a claim may grant/,
  );
  assert.throws(() => parseEnv({ OIDC_ONLY: "true" }), /OIDC_ONLY=true needs OIDC_ISSUER/);
});

Deno.test("passwords are hashed at OWASP's first setting unless ARGON2_* name another at least as dear", () => {
  const cost = (env: Record<string, string>) => settingsFromEnv(parseEnv(env)).security;
  assert.deepEqual(cost({}).passwordHashing, { memoryKiB: 19_456, iterations: 2 });
  assert.deepEqual(
    cost({ ARGON2_MEMORY_KIB: "47104", ARGON2_ITERATIONS: "1" }).passwordHashing,
    { memoryKiB: 47_104, iterations: 1 },
  );
  assert.deepEqual(
    cost({ ARGON2_MEMORY_KIB: "7168", ARGON2_ITERATIONS: "5" }).passwordHashing,
    { memoryKiB: 7_168, iterations: 5 },
  );
  assert.throws(
    () => parseEnv({ ARGON2_MEMORY_KIB: "7168", ARGON2_ITERATIONS: "4" }),
    (error: Error) =>
      error.message === [
        "env: invalid configuration",
        "  ARGON2_ITERATIONS: ARGON2_MEMORY_KIB × ARGON2_ITERATIONS must be at least 35840 " +
        "(OWASP's minimum: 19456 × 2, 12288 × 3, 9216 × 4 or 7168 × 5)",
      ].join("\n"),
  );
  assert.throws(
    () => parseEnv({ ARGON2_MEMORY_KIB: "8", ARGON2_ITERATIONS: "10000" }),
    /ARGON2_MEMORY_KIB: .*7168[\s\S]*ARGON2_ITERATIONS: .*64/,
  );
});
