import assert from "node:assert/strict";
import {
  assertHttpScheme,
  assertPublicHost,
  NOT_PUBLIC_MESSAGE,
  type Resolver,
} from "./address_guard.ts";
import { FetchError } from "./fetch_error.ts";

const fixed = (answers: Record<string, string[]>): Resolver => (host) =>
  Promise.resolve(answers[host] ?? []);

function isBlocked(err: unknown): boolean {
  return err instanceof FetchError && err.kind === "blocked";
}

Deno.test("only http and https schemes pass", () => {
  assertHttpScheme(new URL("http://example.com/"));
  assertHttpScheme(new URL("https://example.com/"));
  for (const url of ["file:///etc/passwd", "ftp://example.com/x", "data:text/plain,hi"]) {
    assert.throws(() => assertHttpScheme(new URL(url)), isBlocked, url);
  }
});

Deno.test("IP literal hosts are judged without DNS", async () => {
  const resolve: Resolver = () => Promise.reject(new Error("must not resolve"));
  await assert.rejects(assertPublicHost("127.0.0.1", { resolve }), isBlocked);
  await assert.rejects(assertPublicHost("[::1]", { resolve }), isBlocked);
  await assertPublicHost("8.8.8.8", { resolve });
});

Deno.test("a host name that resolves to a private address is refused", async () => {
  const resolve = fixed({
    "intranet.example.com": ["10.0.0.5"],
    "mixed.example.com": ["93.184.216.34", "fd00::1"],
    "public.example.com": ["93.184.216.34", "2606:4700::1"],
  });
  await assert.rejects(assertPublicHost("intranet.example.com", { resolve }), isBlocked);
  await assert.rejects(assertPublicHost("mixed.example.com", { resolve }), isBlocked);
  await assertPublicHost("public.example.com", { resolve });
});

Deno.test("a host name that does not resolve is refused (fail closed)", async () => {
  await assert.rejects(assertPublicHost("nowhere.example", { resolve: fixed({}) }), isBlocked);
});

Deno.test("localhost resolves to loopback with the system resolver and is refused", async () => {
  await assert.rejects(
    assertPublicHost("localhost"),
    (err: unknown) => isBlocked(err) && (err as Error).message.startsWith("feeds/fetcher:"),
  );
});

Deno.test("a refusal says what was refused, not where the name resolves", async () => {
  const resolve = fixed({ vm: ["127.0.0.1"], "db.internal": ["10.0.0.5", "fd00::1"] });
  for (const host of ["vm", "db.internal", "10.0.0.5", "[fd00::1]"]) {
    await assert.rejects(assertPublicHost(host, { resolve }), (err: unknown) => {
      assert.ok(isBlocked(err), host);
      assert.equal((err as Error).message, NOT_PUBLIC_MESSAGE, host);
      return true;
    });
  }
});
