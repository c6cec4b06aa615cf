/**
 * `deno task user:create --email E --password P --role user|admin|superadmin
 *   [--first F --last L --company C] [--temporary]`
 * Makes an account from the shell; works while the server runs (through its shared PGlite).
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { createAccount } from "../api/accounts/create_account.ts";
import { isUniqueViolation } from "../api/accounts/unique_violation.ts";
import { readSettings } from "../api/settings.ts";
import { openForShellTask } from "../db/shared_pglite.ts";
import { ROLES } from "../domain/roles.ts";

const USAGE =
  "usage: deno task user:create --email E --password P --role user|admin|superadmin [--first F --last L --company C] [--temporary]";

const Args = z.object({
  email: z.email("Please enter a valid email address"),
  password: z.string().min(8, "Password must be at least 8 characters long").max(256),
  role: z.enum(ROLES),
  first: z.string().max(100).optional(),
  last: z.string().max(100).optional(),
  company: z.string().max(200).optional(),
  temporary: z.boolean().default(false),
});

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string", default: "user" },
        first: { type: "string" },
        last: { type: "string" },
        company: { type: "string" },
        temporary: { type: "boolean" },
      },
    });
    parsed = Args.safeParse(values);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!parsed.success) {
    console.error(
      `${
        parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("\n")
      }\n${USAGE}`,
    );
    return 2;
  }
  const args = parsed.data;
  const database = await openForShellTask(readSettings().database);
  try {
    const account = await createAccount(database.db, {
      email: args.email,
      password: args.password,
      role: args.role,
      firstName: args.first,
      lastName: args.last,
      companyName: args.company,
      temporary: args.temporary,
    }, new Date());
    console.log(`Created ${account.role} ${account.email} (id ${account.id})`);
    return 0;
  } catch (error) {
    console.error(
      isUniqueViolation(error)
        ? `An account with the email ${args.email} already exists.`
        : [error, (error as Error).cause].filter(Boolean).map(String).join("\ncause: "),
    );
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
