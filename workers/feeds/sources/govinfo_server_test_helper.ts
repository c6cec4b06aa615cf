/**
 * A GovInfo collections service on 127.0.0.1 for the tests (issue 30), answering in the
 * documented shape (testdata/govinfo/collection_page.json) and checking what the service
 * demands: the X-Api-Key header (403 without it, as api.data.gov answers), a
 * `/collections/{code}/{start}[/{end}]` path with yyyy-MM-ddTHH:mm:ssZ times, `pageSize` of 1 to
 * 1,000 and `offsetMark`. It serves the fixture's packages newest first, `perPage` a page (a
 * smaller page than asked, to make several), with `nextPage` links that carry no key. `fail`
 * makes one page answer 429 (Retry-After 120), 500 or a malformed body.
 */
export const GOVINFO_TEST_KEY = "test-govinfo-key-7f3a";

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** A failure to serve on one page (1-based). */
export interface PageFailure {
  page: number;
  kind: "429" | "500" | "malformed" | "html";
}

/** The fake service. */
export interface GovinfoServer {
  origin: string;
  /** Every request, as received. */
  requests: Request[];
  /** The packages it serves (mutable: a test adds or removes some between reads). */
  packages: Record<string, unknown>[];
  perPage: number;
  fail: PageFailure | null;
  close(): Promise<void>;
}

/** The fixture's packages, newest lastModified first. */
export function fixturePackages(): Record<string, unknown>[] {
  const text = Deno.readTextFileSync(
    new URL("../testdata/govinfo/collection_page.json", import.meta.url),
  );
  return JSON.parse(text).packages;
}

function inWindow(pkg: Record<string, unknown>, start: string, end: string | undefined) {
  const modified = String(pkg.lastModified ?? "");
  return modified >= start && (end === undefined || modified <= end);
}

/** Starts the service. */
export function startGovinfoServer(
  options: { perPage?: number; packages?: Record<string, unknown>[] } = {},
): GovinfoServer {
  const state: GovinfoServer = {
    origin: "",
    requests: [],
    packages: options.packages ?? fixturePackages(),
    perPage: options.perPage ?? 2,
    fail: null,
    close: () => server.shutdown(),
  };
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    state.requests.push(req);
    if (req.headers.get("x-api-key") !== GOVINFO_TEST_KEY) {
      return Response.json({
        error: { code: "API_KEY_MISSING", message: "No api_key was supplied." },
      }, { status: 403 });
    }
    const url = new URL(req.url);
    const [collections, code, start, end, extra] = url.pathname.split("/").filter(Boolean);
    const pageSize = Number(url.searchParams.get("pageSize"));
    const mark = url.searchParams.get("offsetMark");
    if (
      collections !== "collections" || !code || !start || !TIME.test(start) ||
      (end !== undefined && !TIME.test(end)) || extra !== undefined ||
      !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000 || mark === null
    ) {
      return Response.json({ message: "Bad request" }, { status: 400 });
    }
    const offset = mark === "*" ? 0 : Number(mark.slice(3));
    const page = Math.floor(offset / state.perPage) + 1;
    if (state.fail?.page === page) {
      switch (state.fail.kind) {
        case "429":
          return new Response("Too Many Requests", {
            status: 429,
            headers: { "retry-after": "120" },
          });
        case "500":
          return new Response("Internal Server Error", { status: 500 });
        case "malformed":
          return new Response('{"count": 3, "packages": [', {
            headers: { "content-type": "application/json" },
          });
        case "html":
          return Response.json({ message: "Service temporarily unavailable", packages: null });
      }
    }
    const matching = state.packages.filter((pkg) => inWindow(pkg, start, end));
    const size = Math.min(pageSize, state.perPage);
    const packages = matching.slice(offset, offset + size);
    const more = offset + size < matching.length;
    const next = new URL(url);
    next.searchParams.set("offsetMark", `AoJ${offset + size}`);
    const etag = `"${code}-${matching.length}-${offset}"`;
    if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304 });
    return Response.json({
      count: matching.length,
      message: null,
      nextPage: more ? next.href : null,
      previousPage: null,
      packages,
    }, { headers: { etag } });
  });
  state.origin = `http://127.0.0.1:${server.addr.port}`;
  return state;
}
