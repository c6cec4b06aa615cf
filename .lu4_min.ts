import postgres from "postgres";
const raw = postgres(Deno.args[0]!, { onnotice: () => {} });
const sub = "(select * from legal_updates where status='approved' order by publish_date desc nulls last, id desc nulls last limit 1000) lu";
const Q: Record<string, string> = {
  rows: "select id, title, ai_summary, ai_category, publish_date, approved_at, source_url, source, jurisdiction_id, rss_source_id from legal_updates where status='approved' order by publish_date desc nulls last, id desc nulls last limit 1000",
  json3: `select json_agg(json_build_object('id', id, 'title', title, 'aiSummary', ai_summary))::text from ${sub}`,
  json_tochar: `select json_agg(json_build_object('id', id, 'title', title, 'aiSummary', ai_summary, 'p', to_char(publish_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'a', to_char(approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text from ${sub}`,
  json_ts: `select json_agg(json_build_object('id', id, 'title', title, 'aiSummary', ai_summary, 'p', publish_date, 'a', approved_at))::text from ${sub}`,
  json_case: `select json_agg(json_build_object('id', id, 'title', title, 'aiSummary', ai_summary, 'c', case lower(btrim(coalesce(ai_category, ''))) when 'tax' then 'Tax' when 'healthcare' then 'Healthcare' when 'general' then 'General' when 'financial services' then 'Financial Services' when 'a' then 'b' when 'c' then 'd' when 'e' then 'f' when 'g' then 'h' when 'i' then 'j' when 'k' then 'l' when 'm' then 'n' when 'o' then 'p' when 'technology' then 'IT & Technology' else 'General' end))::text from ${sub}`,
  json_rowtojson: `select json_agg(lu)::text from (select id, title, ai_summary as "aiSummary", publish_date, approved_at from legal_updates where status='approved' order by publish_date desc nulls last, id desc nulls last limit 1000) lu`,
};
const T: Record<string, number[]> = {};
for (let i = 0; i < 30; i++) for (const [k, q] of Object.entries(Q)) { const s = performance.now(); await raw.unsafe(q, [], { prepare: false }); (T[k] ??= []).push(performance.now() - s); }
for (const [k, v] of Object.entries(T)) { v.sort((a, b) => a - b); console.log(k.padEnd(16), "min", v[0]!.toFixed(1), "p25", v[7]!.toFixed(1), "median", v[15]!.toFixed(1)); }
await raw.end();
