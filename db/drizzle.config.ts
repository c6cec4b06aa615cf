import { defineConfig } from "drizzle-kit";

/** drizzle-kit settings: `deno task db:generate` writes SQL migrations from db/schema.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
