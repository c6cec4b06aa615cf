import { createApp } from "./api/app.ts"; import { openDatabase } from "./db/client.ts"; import { createAnalyser } from "./workers/ai/analyser.ts";
const d = await openDatabase({ url: Deno.args[0]! });
const app = createApp({ db: d.db, analyser: createAnalyser({}), config: { securityQuestionReset: true, marketingUrl: "/", accessLog: false }, webRoot: new URL("./web/dist", import.meta.url).pathname });
Deno.serve({ hostname: "127.0.0.1", port: 18932 }, app.fetch);
