/**
 * The link key of a legal update: its source URL normalised (spec DECISIONS.md: lower-case host,
 * no fragment, no trailing slash, no utm_* parameters). legal_updates.source_url_key holds it and
 * its unique index is what keeps one law from being listed twice, so every writer (feed sync,
 * manual updates, seed) computes it here.
 */

/**
 * Normalises a URL into the dedupe key of legal updates: lower-case scheme and host, default
 * port removed, no fragment, no trailing slash on the path, utm_* query parameters dropped and
 * the others kept in their order and spelling. Throws on text that is not an absolute URL.
 */
export function normaliseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new Error(`link_key: not an absolute URL: ${JSON.stringify(url)}`);
  }
  // The URL parser already lower-cases scheme and host and drops default ports of http(s).
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    parsed.hash = "";
    return parsed.href;
  }
  const auth = parsed.username
    ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ""}@`
    : "";
  const path = parsed.pathname.replace(/\/+$/, "");
  return `${parsed.protocol}//${auth}${parsed.host}${path}${keepQuery(parsed.search)}`;
}

/** Drops utm_* parameters, keeping the rest byte for byte (URLSearchParams would re-encode). */
function keepQuery(search: string): string {
  if (search.length <= 1) return "";
  const kept = search.slice(1).split("&").filter((pair) => {
    if (pair === "") return false;
    const key = pair.split("=", 1)[0] ?? "";
    let name = key;
    try {
      name = decodeURIComponent(key.replace(/\+/g, " "));
    } catch {
      // a malformed escape: judge the key as written
    }
    return !name.toLowerCase().startsWith("utm_");
  });
  return kept.length ? `?${kept.join("&")}` : "";
}
