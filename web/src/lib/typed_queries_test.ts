/**
 * The rule that the web's data layer takes its answer types from the route declarations
 * (docs/api.md, ADR 0140), never from a cast or a hand-written type argument: a query loads with
 * `routeQueryFn(route)` or `getJson(route, …)`, a write with `sendJson(route, …)`. This test scans
 * web/src and names each file and line that types an answer by hand, as scripts/layers_test.ts
 * does for imports.
 */
import assert from "node:assert/strict";

const WEB_SRC = new URL("../", import.meta.url);

/**
 * What types an answer by hand: an explicit type argument on a query hook or request helper
 * (`useQuery<T>(`, `sendJson<T>(`), or `as T` right after `.json()` (either `x.json() as T` or
 * `(await x.json()) as T`). Simple alternations with no nested repetition: linear on any text.
 * The helpers' own declarations (`function sendJson<R …`) are spared by the `function` check.
 */
const HAND_TYPED = [
  /\b(?:useQuery|useInfiniteQuery|useSuspenseQuery|sendJson|getJson)</g,
  /\.json\(\)\)?\s*as\s/g,
];

/** One place that types an answer by hand. */
interface HandTyped {
  file: string;
  line: number;
  text: string;
}

/** The places of `source` (the text of `file`) that type an answer by hand. */
function handTypedAnswers(file: string, source: string): HandTyped[] {
  const found: HandTyped[] = [];
  for (const pattern of HAND_TYPED) {
    for (const match of source.matchAll(pattern)) {
      const start = source.lastIndexOf("\n", match.index) + 1;
      const end = source.indexOf("\n", match.index);
      const text = source.slice(start, end === -1 ? undefined : end).trim();
      if (/^(?:export\s+)?(?:async\s+)?function\b/.test(text)) continue;
      const line = source.slice(0, match.index).split("\n").length;
      found.push({ file, line, text });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

async function* sourceFiles(dir: URL, prefix: string): AsyncGenerator<[string, URL]> {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${prefix}/${entry.name}`;
    const url = new URL(entry.isDirectory ? `${entry.name}/` : entry.name, dir);
    if (entry.isDirectory) yield* sourceFiles(url, path);
    else if (/\.tsx?$/.test(entry.name)) yield [path, url];
  }
}

Deno.test("no answer in web/src is typed by hand: every one comes from its route", async () => {
  const found: string[] = [];
  for await (const [file, url] of sourceFiles(WEB_SRC, "web/src")) {
    if (file === "web/src/lib/typed_queries_test.ts") continue; // its examples below
    for (const hit of handTypedAnswers(file, await Deno.readTextFile(url))) {
      found.push(`${hit.file}:${hit.line}: ${hit.text}`);
    }
  }
  assert.deepEqual(found, [], "use routeQueryFn / getJson / sendJson with the route instead");
});

Deno.test("the rule catches type arguments and casts after .json(), and spares the helpers", () => {
  const source = [
    'const a = useQuery<Stats>({ queryKey: ["/api/x"] });',
    "const b = useInfiniteQuery<Page>({});",
    'const c = await sendJson<Task>("POST /api/tasks", "/api/tasks");',
    "const d = await res.json() as TaskListResponse;",
    "const e = (await res.json()) as Partial<OpmlImportResult>;",
    'const f = useQuery({ queryKey: ["/api/x"], queryFn: routeQueryFn("GET /api/x") });',
    "export async function sendJson<R extends ApiRoute>(",
    "const g = Schema.parse(await res.json());",
  ].join("\n");
  assert.deepEqual(handTypedAnswers("web/src/a.ts", source).map((hit) => hit.line), [
    1,
    2,
    3,
    4,
    5,
  ]);
});
