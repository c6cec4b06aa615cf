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
import type { PasswordHashing } from "../workers/settings.ts";

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

/** What `createUserFromArgs` did: the exit code, and the line to print (stdout when 0). */
export interface UserCreateOutcome {
  code: number;
  message: string;
}

/** The command's entry point: makes the account and prints the outcome. */
export async function main(argv: string[]): Promise<number> {
  const settings = readSettings();
  const { code, message } = await createUserFromArgs(
    argv,
    settings.database,
    settings.security.passwordHashing,
  );
  if (code === 0) console.log(message);
  else console.error(message);
  return code;
}

/**
 * Makes the account that `argv` describes in `database` (the shared PGlite of a running server,
 * or DATABASE_URL), its password hashed at `hashing`; never throws. The browser suites call it
 * in-process instead of spawning the task for each account (web/e2e/server.ts).
 */
export async function createUserFromArgs(
  argv: string[],
  database: { url: string | null; dataDir: string },
  hashing: PasswordHashing,
): Promise<UserCreateOutcome> {
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
    return { code: 2, message: `${(error as Error).message}\n${USAGE}` };
  }
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`);
    return { code: 2, message: `${issues.join("\n")}\n${USAGE}` };
  }
  const args = parsed.data;
  const opened = await openForShellTask(database);
  try {
    const account = await createAccount(
      opened.db,
      {
        email: args.email,
        password: args.password,
        role: args.role,
        firstName: args.first,
        lastName: args.last,
        companyName: args.company,
        temporary: args.temporary,
      },
      new Date(),
      hashing,
    );
    return { code: 0, message: `Created ${account.role} ${account.email} (id ${account.id})` };
  } catch (error) {
    return {
      code: 1,
      message: isUniqueViolation(error)
        ? `An account with the email ${args.email} already exists.`
        : [error, (error as Error).cause].filter(Boolean).map(String).join("\ncause: "),
    };
  } finally {
    await opened.close();
  }
}

if (import.meta.main) Deno.exit(await main(Deno.args));
