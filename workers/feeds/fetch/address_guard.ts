/**
 * Refuses URLs that a server-side fetch must not reach: schemes other than http(s), and hosts
 * that are, or resolve to, loopback, private, link-local (metadata) or reserved addresses.
 *
 * Known limit: the check resolves the name, then fetch() resolves it again when it connects, so
 * a DNS server that answers differently the second time (DNS rebinding) can slip through. Deno's
 * fetch offers no way to pin the connection to the checked address; closing that gap would need
 * an egress proxy or firewall rule in front of the server.
 */
import { FetchError } from "./fetch_error.ts";
import { isBlockedAddress, isIpLiteral } from "./ip_ranges.ts";

/**
 * The refusal of a non-public address. It says what was refused, never the address a name
 * resolved to: that would map the inside of the network for whoever reads sync errors.
 */
export const NOT_PUBLIC_MESSAGE = "feeds/fetcher: refused: the address is not public";

const notPublic = () => new FetchError("blocked", NOT_PUBLIC_MESSAGE, { blockedBy: "address" });

/** Resolves a host name to its IP addresses (A and AAAA). */
export type Resolver = (hostname: string, signal?: AbortSignal) => Promise<string[]>;

/** The system resolver: Deno.resolveDns for A and AAAA records, whichever answer. */
export const systemResolver: Resolver = async (hostname, signal) => {
  const answers = await Promise.allSettled([
    Deno.resolveDns(hostname, "A", { signal }),
    Deno.resolveDns(hostname, "AAAA", { signal }),
  ]);
  return answers.flatMap((a) => (a.status === "fulfilled" ? a.value : []));
};

/** Throws a FetchError (kind "blocked") unless the URL's scheme is http or https. */
export function assertHttpScheme(url: URL): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchError(
      "blocked",
      `feeds/fetcher: refused scheme ${url.protocol.replace(/:$/, "")}: only http and https`,
      { blockedBy: "url" },
    );
  }
}

/**
 * Throws a FetchError (kind "blocked") when the host is a refused IP literal, resolves to any
 * refused address, or does not resolve at all (we fail closed).
 */
export async function assertPublicHost(
  hostname: string,
  options: { resolve?: Resolver; signal?: AbortSignal } = {},
): Promise<void> {
  const host = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  if (isIpLiteral(host)) {
    if (isBlockedAddress(host)) throw notPublic();
    return;
  }
  const addresses = await (options.resolve ?? systemResolver)(host, options.signal);
  options.signal?.throwIfAborted();
  if (addresses.length === 0) {
    throw new FetchError("blocked", `feeds/fetcher: cannot resolve host ${host}`, {
      blockedBy: "dns",
    });
  }
  // Every address must be public: fetch() may connect to any of them.
  if (addresses.some(isBlockedAddress)) throw notPublic();
}
